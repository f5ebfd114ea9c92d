"use client";

import { useState, type FormEvent } from "react";
import { Save } from "lucide-react";
import { bookingRulesRequest, type BookingRules } from "@frontdesk/lib/contract/booking-places";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { useBookingRules, useSaveBookingRules } from "@/components/bookings/place-queries";
import { useTranslations, type Words } from "@/components/ui/catalogue";

type Fields = Record<"cancellationWindowMinutes" | "strikeLimit" | "strikeDays" | "suspendDays", string>;

const fieldsOf = (r: BookingRules): Fields => ({
  cancellationWindowMinutes: String(r.cancellationWindowMinutes),
  strikeLimit: r.strikeLimit === null ? "" : String(r.strikeLimit),
  strikeDays: String(r.strikeDays),
  suspendDays: String(r.suspendDays),
});

/** Each field's rule in the desk's words (the contract's messages name the platform's fields). */
/** The message key of each field's fault, in plain words. */
const staffWords: Fields = {
  cancellationWindowMinutes: "rules.windowFault",
  strikeLimit: "rules.strikeLimitFault",
  strikeDays: "rules.daysFault",
  suspendDays: "rules.daysFault",
};

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The rule in words, as the desk will meet it. */
export const rulesWords = (r: BookingRules, t: Words) =>
  `${r.cancellationWindowMinutes > 0 ? t("rules.lateWithin", { minutes: r.cancellationWindowMinutes }) : t("rules.noneLate")} ${
    r.strikeLimit === null
      ? t("rules.noSuspension")
      : t("rules.suspension", { limit: r.strikeLimit, days: r.strikeDays, suspend: r.suspendDays })
  }`;

/**
 * A site's booking rules (kept by the platform: decision 023): its cancellation window and its late-cancellation
 * rule, enforced when a place is booked, at the desk and online.
 */
export function BookingRulesSection({ siteId }: { siteId: string }) {
  const t = useTranslations("Configuration");
  const rules = useBookingRules(siteId);
  if (rules.isPending) return <LoadingState label={t("rules.loading")} />;
  if (rules.isError) return <ErrorState message={messageOf(rules.error)} onRetry={() => void rules.refetch()} />;
  return <BookingRulesForm key={rules.data.updatedAt ?? "never"} siteId={siteId} stored={rules.data} />;
}

function BookingRulesForm({ siteId, stored }: { siteId: string; stored: BookingRules }) {
  const t = useTranslations("Configuration");
  const save = useSaveBookingRules(siteId);
  const [fields, setFields] = useState(() => fieldsOf(stored));
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const set = (name: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = bookingRulesRequest.safeParse({
      cancellationWindowMinutes: number(fields.cancellationWindowMinutes),
      strikeLimit: fields.strikeLimit.trim() === "" ? null : number(fields.strikeLimit),
      strikeDays: number(fields.strikeDays),
      suspendDays: number(fields.suspendDays),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], t(staffWords[i.path[0] as keyof Fields])])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => toast.success(t("rules.saved", { rules: rulesWords(saved, t) })),
      onError: (error) => toast.error(messageOf(error)),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("rules.title")} className="max-w-2xl space-y-3">
      <p className="text-sm">{rulesWords(stored, t)}</p>
      {stored.updatedAt && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t("rules.setBy", { name: stored.updatedBy ?? "", time: formatDateTime(stored.updatedAt) })}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("rules.window")}
          inputMode="numeric"
          value={fields.cancellationWindowMinutes}
          onChange={set("cancellationWindowMinutes")}
          error={errors.cancellationWindowMinutes}
        />
        <TextField
          label={t("rules.strikeLimit")}
          inputMode="numeric"
          value={fields.strikeLimit}
          onChange={set("strikeLimit")}
          error={errors.strikeLimit}
        />
        <TextField
          label={t("rules.strikeDays")}
          inputMode="numeric"
          value={fields.strikeDays}
          onChange={set("strikeDays")}
          error={errors.strikeDays}
        />
        <TextField
          label={t("rules.suspendDays")}
          inputMode="numeric"
          value={fields.suspendDays}
          onChange={set("suspendDays")}
          error={errors.suspendDays}
        />
      </div>
      <Button type="submit" variant="primary" disabled={save.isPending}>
        <Save aria-hidden className="size-4" />
        {save.isPending ? t("saving") : t("rules.save")}
      </Button>
    </form>
  );
}
