"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useState, type FormEvent } from "react";
import { CalendarX } from "lucide-react";
import { deskCancelRequest } from "@frontdesk/lib/contract/booking-places";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { DialogSubmit } from "@/components/ui/modal-dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@frontdesk/lib/venue/format";

/**
 * The reason form a session's place and a resource slot share: what is cancelled, inside the site's cancellation
 * window a plain warning that it counts as late (before anything is pressed), the reason, and the button. `submit`
 * cancels with the reason and says what happened; its failure is shown under the field and in a toast.
 */
export function CancelReasonForm({
  what,
  startDateTime,
  warning,
  hint,
  title,
  busy,
  submit,
}: {
  what: string;
  startDateTime: string;
  warning: string | undefined;
  hint: string;
  title: string;
  busy: boolean;
  submit: (reason: string) => Promise<unknown>;
}) {
  const t = useTranslations("Bookings");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = deskCancelRequest.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    submit(parsed.data.reason).catch((failure: unknown) => {
      setError(messageOf(failure));
      toast.error(messageOf(failure));
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm">
        {what}, {formatDateTime(startDateTime)}.
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
        hint={hint}
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
        autoFocus
      />
      <DialogSubmit
        icon={<CalendarX aria-hidden className="size-4" />}
        label={warning ? t("places.cancelLate") : title}
        busyLabel={t("places.cancelling")}
        busy={busy}
      />
    </form>
  );
}
