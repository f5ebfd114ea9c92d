"use client";

import { useId } from "react";
import { Save } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import {
  holdMinutesLimits,
  siteSettingChangesShown,
  siteSettingsRequest,
  type SiteSettings,
  type SiteSettingsRequest,
} from "@frontdesk/lib/contract/site-settings";
import { FormFailure } from "@/components/ui/form-failure";
import { ChangeLogTable } from "@/components/ui/change-log-table";
import { Button } from "@/components/ui/button";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { TextField } from "@/components/ui/text-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { FormChangedNotice, useRecordVersion } from "@/components/ui/record-changed";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { useSaveSiteSettings, useSiteSettingChanges, useSiteSettings } from "./queries";
import { useTranslations, type Words } from "@/components/ui/catalogue";

const valuesOf = (settings: SiteSettings): SiteSettingsRequest => ({
  holdMinutes: settings.holdMinutes,
  autoOffer: settings.autoOffer,
  recordsLeaving: settings.recordsLeaving,
});
const changeLabelsOf = (t: Words) => ({
  holdMinutes: t("offers.holdTime"),
  autoOffer: t("offers.autoOffer"),
  recordsLeaving: t("offers.recordsLeaving"),
});
/** A hold time in words: days, hours and minutes, each only when there are some. */
export const holdWords = (minutes: number, t: Words) => {
  const [days, hours, rest] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  const parts = [
    ...(days ? [t("offers.days", { count: days })] : []),
    ...(hours ? [t("offers.hours", { count: hours })] : []),
    ...(rest || (!days && !hours) ? [t("offers.minutes", { count: rest })] : []),
  ];
  return parts.join(" ");
};

/**
 * The site's waiting-list offers: how long a freed space is kept for the person offered it, and whether the
 * offer clock offers freed places of today's and tomorrow's sessions on its own.
 */
export function SiteSettingsSection({ siteId }: { siteId: string }) {
  const t = useTranslations("Configuration");
  const settings = useSiteSettings(siteId);
  if (settings.isPending) return <LoadingState label={t("offers.loading")} />;
  if (settings.isError)
    return <ErrorState message={messageOf(settings.error)} onRetry={() => void settings.refetch()} />;
  return (
    <>
      <SiteSettingsForm siteId={siteId} stored={settings.data} reload={settings.refetch} />
      <SiteSettingChanges siteId={siteId} />
    </>
  );
}

/** Who changed the settings and when, newest first: a manager can see why offers are made and held as they are. */
function SiteSettingChanges({ siteId }: { siteId: string }) {
  const t = useTranslations("Configuration");
  const changes = useSiteSettingChanges(siteId);
  if (changes.isPending) return <LoadingState label={t("offers.loadingChanges")} />;
  if (changes.isError) return <ErrorState message={messageOf(changes.error)} onRetry={() => void changes.refetch()} />;
  const minutes = (value: number | null) => (value === null ? t("offers.venueDefault") : holdWords(value, t));
  const offeredBy = (autoOffer: boolean) => (autoOffer ? t("offers.onTheirOwn") : t("offers.byTheDesk"));
  return (
    <div className="mt-5 max-w-2xl">
      <h3 className="text-sm font-semibold">{t("offers.changes")}</h3>
      {changes.data.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("offers.noChanges")}</p>
      ) : (
        <ChangeLogTable
          className="mt-2"
          caption={t("offers.changesCaption")}
          columns={[t("offers.holdFrom"), t("offers.holdTo"), t("offers.offered")]}
          changes={changes.data}
          keyOf={(change, i) => `${change.at}-${i}`}
          cells={(change) => [
            minutes(change.holdMinutesBefore),
            minutes(change.holdMinutes),
            change.autoOfferBefore === null || change.autoOfferBefore === change.autoOffer
              ? offeredBy(change.autoOffer)
              : t("offers.offeredWas", { now: offeredBy(change.autoOffer), was: offeredBy(change.autoOfferBefore) }),
          ]}
        />
      )}
      {changes.data.length === siteSettingChangesShown && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t("offers.latest", { count: siteSettingChangesShown })}
        </p>
      )}
    </div>
  );
}

function SiteSettingsForm({
  siteId,
  stored,
  reload,
}: {
  siteId: string;
  stored: SiteSettings;
  reload: () => Promise<{ data?: SiteSettings }>;
}) {
  const t = useTranslations("Configuration");
  const save = useSaveSiteSettings(siteId);
  const autoOfferHint = useId();
  const leavingHint = useId();
  const version = useRecordVersion<SiteSettings>(stored, async () => (await reload()).data);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm<SiteSettingsRequest>(siteSettingsRequest, valuesOf(stored));
  useUnsavedChangesGuard(isDirty);
  const { onSubmit, failure } = useFormSubmit<SiteSettingsRequest, SiteSettings>({
    setError,
    fields: ["holdMinutes", "autoOffer", "recordsLeaving"],
    action: (body) => save.mutateAsync({ body, ifMatch: version.ifMatch }),
    success: (saved) =>
      t("offers.saved", {
        hold: holdWords(saved.holdMinutes, t),
        how: saved.autoOffer ? t("offers.onTheirOwn") : t("offers.byTheDesk"),
      }),
    failure: t("offers.failed"),
    onSuccess: (saved) => {
      version.saved(saved);
      reset(valuesOf(saved));
    },
    version,
  });
  const current = version.readAt;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="max-w-md space-y-3">
      <FormFailure message={failure} />
      <FormChangedNotice
        version={version}
        readAt={current}
        valuesOf={valuesOf}
        form={{ reset, getValues }}
        labels={changeLabelsOf(t)}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {current.ownHoldMinutes && current.updatedAt
          ? t("offers.heldSetBy", {
              hold: holdWords(current.holdMinutes, t),
              name: current.updatedByName ?? current.updatedBy ?? "",
              time: formatDateTime(current.updatedAt),
            })
          : t("offers.heldDefault", { hold: holdWords(current.holdMinutes, t) })}{" "}
        {current.autoOffer ? t("offers.autoOn") : t("offers.autoOff")}
      </p>
      <TextField
        label={t("offers.holdTime")}
        type="number"
        inputMode="numeric"
        min={holdMinutesLimits.min}
        max={holdMinutesLimits.max}
        step={1}
        hint={t("offers.holdHint")}
        error={errors.holdMinutes?.message}
        {...register("holdMinutes", { valueAsNumber: true })}
      />
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" aria-describedby={autoOfferHint} {...register("autoOffer")} />
          {t("offers.autoOffer")}
        </label>
        <p id={autoOfferHint} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("offers.autoOfferHint")}
        </p>
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" aria-describedby={leavingHint} {...register("recordsLeaving")} />
          {t("offers.recordsLeaving")}
        </label>
        <p id={leavingHint} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("offers.recordsLeavingHint")}
        </p>
      </div>
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        <Save aria-hidden className="size-4" />
        {isSubmitting ? t("saving") : t("offers.save")}
      </Button>
    </form>
  );
}
