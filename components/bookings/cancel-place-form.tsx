"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useState, type FormEvent } from "react";
import { CalendarX } from "lucide-react";
import { deskCancelRequest } from "@/lib/contract/booking-places";
import { messageOf } from "@/lib/contract/problem";
import { DialogSubmit } from "@/components/ui/modal-dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@/lib/venue/format";
import { useCancelPlace, useRoster } from "./place-queries";
import { cancelledWords, emailWords, lateWarning } from "./book-words";

/**
 * Cancel a member's place with a reason; inside the site's cancellation window (the session's roster says it) a
 * plain warning that it counts as late, before anything is pressed. The toast says what the freed place did next.
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
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  if (roster.isPending) return <LoadingState label={t("places.readingSession")} />;
  const warning = roster.data ? lateWarning(t, startDateTime, roster.data.cancellationWindowMinutes) : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = deskCancelRequest.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    cancel.mutate(parsed.data.reason, {
      onSuccess: (answer) => {
        (answer.cancellation.late ? toast.warning : toast.success)(cancelledWords(t, answer), {
          description: emailWords(t, answer.email),
        });
        close();
      },
      onError: (failure) => {
        setError(messageOf(failure));
        toast.error(messageOf(failure));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm">
        {activityName}, {formatDateTime(startDateTime)}.
      </p>
      {warning && (
        <p
          role="note"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          {warning}
        </p>
      )}
      <TextAreaField
        label={t("places.reason")}
        hint={t("places.reasonHint")}
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
        autoFocus
      />
      <DialogSubmit
        icon={<CalendarX aria-hidden className="size-4" />}
        label={warning ? t("places.cancelLate") : t("places.cancelTitle")}
        busyLabel={t("places.cancelling")}
        busy={cancel.isPending}
      />
    </form>
  );
}
