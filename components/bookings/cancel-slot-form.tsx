"use client";

import { useTranslations } from "@/components/ui/catalogue";
import type { MemberSlot } from "@frontdesk/lib/contract/booking-slots";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { useCancelSlot } from "./slot-queries";
import { emailWords, lateWarning } from "./book-words";
import { CancelReasonForm } from "./cancel-reason-form";

/**
 * Cancel a member's resource slot with a reason (the late warning from the slot's own window). The toast says whether
 * it was late, whether they are now suspended, and whether the member was emailed.
 */
export function CancelSlotForm({ memberId, slot, close }: { memberId: number; slot: MemberSlot; close: () => void }) {
  const t = useTranslations("Bookings");
  const cancel = useCancelSlot(memberId, slot.bookingId);
  return (
    <CancelReasonForm
      what={slot.productName}
      startDateTime={slot.startDateTime}
      warning={lateWarning(t, slot.startDateTime, slot.cancellationWindowMinutes)}
      hint={t("slots.reasonHint")}
      title={t("slots.cancelTitle")}
      busy={cancel.isPending}
      submit={(reason) =>
        cancel.mutateAsync(reason).then(({ cancellation: c, email }) => {
          const said = [t("slots.cancelled")];
          if (c.late) said.push(t("book.cancelledLate"));
          if (c.suspendedUntil) said.push(t("book.nowSuspended", { until: formatDateTime(c.suspendedUntil) }));
          (c.late ? toast.warning : toast.success)(said.join(" "), { description: emailWords(t, email) });
          close();
        })
      }
    />
  );
}
