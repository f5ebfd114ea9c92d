"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useState, type FormEvent } from "react";
import { CalendarX } from "lucide-react";
import { deskCancelRequest } from "@/lib/contract/booking-places";
import type { MemberSlot } from "@/lib/contract/booking-slots";
import { messageOf } from "@/lib/contract/problem";
import { DialogSubmit } from "@/components/ui/modal-dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@/lib/venue/format";
import { useCancelSlot } from "./slot-queries";
import { lateWarning } from "./book-words";

/**
 * Cancel a member's resource slot with a reason; inside the site's cancellation window a plain warning that it
 * counts as late, before anything is pressed. The toast says whether it was late and whether they are now suspended.
 */
export function CancelSlotForm({ memberId, slot, close }: { memberId: number; slot: MemberSlot; close: () => void }) {
  const t = useTranslations("Bookings");
  const cancel = useCancelSlot(memberId, slot.bookingId);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const warning = lateWarning(t, slot.startDateTime, slot.cancellationWindowMinutes);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = deskCancelRequest.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    cancel.mutate(parsed.data.reason, {
      onSuccess: ({ cancellation: c }) => {
        const said = [t("slots.cancelled")];
        if (c.late) said.push(t("book.cancelledLate"));
        if (c.suspendedUntil) said.push(t("book.nowSuspended", { until: formatDateTime(c.suspendedUntil) }));
        (c.late ? toast.warning : toast.success)(said.join(" "));
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
        {slot.productName}, {formatDateTime(slot.startDateTime)}.
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
        hint={t("slots.reasonHint")}
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
        autoFocus
      />
      <DialogSubmit
        icon={<CalendarX aria-hidden className="size-4" />}
        label={warning ? t("places.cancelLate") : t("slots.cancelTitle")}
        busyLabel={t("places.cancelling")}
        busy={cancel.isPending}
      />
    </form>
  );
}
