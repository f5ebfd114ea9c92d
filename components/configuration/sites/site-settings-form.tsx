"use client";

import { useId } from "react";
import { Save } from "lucide-react";
import { messageOf } from "@/lib/contract/problem";
import {
  holdMinutesLimits,
  siteSettingChangesShown,
  siteSettingsRequest,
  type SiteSettings,
  type SiteSettingsRequest,
} from "@/lib/contract/site-settings";
import { holdText } from "@/lib/domain/waiting-list-offers";
import { FormFailure } from "@/components/ui/form-failure";
import { ChangeLogTable } from "@/components/ui/change-log-table";
import { Button } from "@/components/ui/button";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { TextField } from "@/components/ui/text-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { FormChangedNotice, useRecordVersion } from "@/components/ui/record-changed";
import { formatDateTime } from "@/lib/venue/format";
import { useSaveSiteSettings, useSiteSettingChanges, useSiteSettings } from "./queries";

const valuesOf = (settings: SiteSettings): SiteSettingsRequest => ({
  holdMinutes: settings.holdMinutes,
  autoOffer: settings.autoOffer,
});
const changeLabels = { holdMinutes: "Hold time (minutes)", autoOffer: "Offer freed places on their own" };
/** Who offers a freed place at this site, in words. */
const offeredBy = (autoOffer: boolean) => (autoOffer ? "on their own" : "by the desk");

/**
 * The site's waiting-list offers: how long a freed space is kept for the person offered it, and whether the
 * offer clock offers freed places of today's and tomorrow's sessions on its own.
 */
export function SiteSettingsSection({ siteId }: { siteId: string }) {
  const settings = useSiteSettings(siteId);
  if (settings.isPending) return <LoadingState label="Loading the site's settings" />;
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
  const changes = useSiteSettingChanges(siteId);
  if (changes.isPending) return <LoadingState label="Loading the changes of the offer settings" />;
  if (changes.isError) return <ErrorState message={messageOf(changes.error)} onRetry={() => void changes.refetch()} />;
  const minutes = (value: number | null) => (value === null ? "the venue's default" : holdText(value));
  return (
    <div className="mt-5 max-w-2xl">
      <h3 className="text-sm font-semibold">Changes to the offer settings</h3>
      {changes.data.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">No changes yet.</p>
      ) : (
        <ChangeLogTable
          className="mt-2"
          caption="Changes to the offer settings at this site, newest first"
          columns={["Hold time from", "To", "Freed places offered"]}
          changes={changes.data}
          keyOf={(change, i) => `${change.at}-${i}`}
          cells={(change) => [
            minutes(change.holdMinutesBefore),
            minutes(change.holdMinutes),
            change.autoOfferBefore === null || change.autoOfferBefore === change.autoOffer
              ? offeredBy(change.autoOffer)
              : `${offeredBy(change.autoOffer)} (was ${offeredBy(change.autoOfferBefore)})`,
          ]}
        />
      )}
      {changes.data.length === siteSettingChangesShown && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">The latest {siteSettingChangesShown} changes.</p>
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
  const save = useSaveSiteSettings(siteId);
  const autoOfferHint = useId();
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
    fields: ["holdMinutes", "autoOffer"],
    action: (body) => save.mutateAsync({ body, ifMatch: version.ifMatch }),
    success: (saved) =>
      `Waiting-list offers at this site are now held for ${holdText(saved.holdMinutes)} and made ${saved.autoOffer ? "on their own" : "by the desk"}`,
    failure: "Could not save the offer settings",
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
        labels={changeLabels}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {current.ownHoldMinutes && current.updatedAt
          ? `Held for ${holdText(current.holdMinutes)}: set by ${current.updatedByName ?? current.updatedBy} on ${formatDateTime(current.updatedAt)}.`
          : `Held for ${holdText(current.holdMinutes)}: the venue's default, until a hold time is saved for this site.`}{" "}
        {current.autoOffer
          ? "Freed places of today's and tomorrow's sessions are offered on their own."
          : "Freed places are offered by the desk."}
      </p>
      <TextField
        label="Hold time (minutes)"
        type="number"
        inputMode="numeric"
        min={holdMinutesLimits.min}
        max={holdMinutesLimits.max}
        step={1}
        hint="How long a freed space is kept for the person it is offered to: 5 minutes to 10080 (a week)."
        error={errors.holdMinutes?.message}
        {...register("holdMinutes", { valueAsNumber: true })}
      />
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" aria-describedby={autoOfferHint} {...register("autoOffer")} />
          Offer freed places on their own
        </label>
        <p id={autoOfferHint} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {
            "Within a minute, a free place on today's or tomorrow's sessions with people waiting is offered to the next person in line who may book it, and emailed to them, as the desk's offers are."
          }
        </p>
      </div>
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        <Save aria-hidden className="size-4" />
        {isSubmitting ? "Saving…" : "Save offer settings"}
      </Button>
    </form>
  );
}
