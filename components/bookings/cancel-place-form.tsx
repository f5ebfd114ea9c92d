"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { useCancelPlace, useRoster } from "./place-queries";
import { cancelledWords, emailWords, lateWarning } from "./book-words";
import { CancelReasonForm } from "./cancel-reason-form";

/**
 * Cancel a member's place with a reason; the session's roster says the site's cancellation window (the late warning).
 * The toast says what the freed place did next, and whether the member was emailed.
 */
export function CancelPlaceForm({
  bookingId,
  memberId,
  activityName,
  startDateTime,
  close,
}: {
  bookingId: number;
  memberId: number;
  activityName: string;
  startDateTime: string;
  close: () => void;
}) {
  const t = useTranslations("Bookings");
  const roster = useRoster(bookingId);
  const cancel = useCancelPlace(bookingId, memberId);
  if (roster.isPending) return <LoadingState label={t("places.readingSession")} />;
  return (
    <CancelReasonForm
      what={activityName}
      startDateTime={startDateTime}
      warning={roster.data ? lateWarning(t, startDateTime, roster.data.cancellationWindowMinutes) : undefined}
      hint={t("places.reasonHint")}
      title={t("places.cancelTitle")}
      busy={cancel.isPending}
      submit={(reason) =>
        cancel.mutateAsync(reason).then((answer) => {
          (answer.cancellation.late ? toast.warning : toast.success)(cancelledWords(t, answer), {
            description: emailWords(t, answer.email),
          });
          close();
        })
      }
    />
  );
}
