"use client";

import { useMemo } from "react";
import { useTranslations, type Words } from "@/components/ui/catalogue";
import { Controller } from "react-hook-form";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { memberWordings } from "@frontdesk/lib/contract/member-words";
import { z } from "zod";
import { legalAgreementsOf } from "@frontdesk/lib/contract/members";
import type { UpdateConsentRequest } from "@frontdesk/lib/contract/members";
import type { MemberConsent } from "@frontdesk/lib/contract/members";
import { Button } from "@/components/ui/button";
import { RecordChangedNotice, changesBetween, useRecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { formatDateTime, instantOfSiteDateTime, siteDateTimeOf } from "@frontdesk/lib/venue/format";
import { DateTimeField } from "@/components/ui/date-fields";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { FormFailure } from "@/components/ui/form-failure";
import { instantMs, useConsentPart } from "./consent-form-parts";
import { useUpdateLegalAgreements } from "./queries";

/**
 * Records the legal-agreement signatures (PUT consent): only what changed is sent; clearing a
 * date removes it. Dates are entered in the desk's local time and sent as UTC.
 */
const signedDateField = (t: Words) =>
  z
    .string()
    .refine((v) => v === "" || !Number.isNaN(instantMs(v)), { error: t("consent.dateInvalid") })
    .refine((v) => v === "" || instantMs(v) <= Date.now() + 60_000, { error: t("consent.signedFuture") });
const legalAgreementsFormOf = (t: Words) =>
  z.object({
    privacyPolicySigned: z.boolean(),
    privacyPolicySignedDate: signedDateField(t),
    termsAndConditionsSignedDate: signedDateField(t),
    healthCommitmentStatementSignedDate: signedDateField(t),
  });
type LegalAgreementsValues = z.infer<ReturnType<typeof legalAgreementsFormOf>>;
const legalDates = [
  "privacyPolicySignedDate",
  "termsAndConditionsSignedDate",
  "healthCommitmentStatementSignedDate",
] as const;
const toLocalInput = (iso: string | null) => (iso ? siteDateTimeOf(iso) : "");

const legalLabels = (t: Words) => ({
  privacyPolicySigned: t("consent.privacySigned"),
  privacyPolicySignedDate: t("consent.privacySignedOn"),
  termsAndConditionsSignedDate: t("consent.termsSignedOn"),
  healthCommitmentStatementSignedDate: t("consent.healthSignedOn"),
});
type LegalAgreements = ReturnType<typeof legalAgreementsOf>;
const legalValuesOf = (legal: LegalAgreements): LegalAgreementsValues => ({
  privacyPolicySigned: legal.privacyPolicySigned,
  privacyPolicySignedDate: toLocalInput(legal.privacyPolicySignedDate),
  termsAndConditionsSignedDate: toLocalInput(legal.termsAndConditionsSignedDate),
  healthCommitmentStatementSignedDate: toLocalInput(legal.healthCommitmentStatementSignedDate),
});
const legalWords = (t: Words, legal: LegalAgreements) => ({
  privacyPolicySigned: legal.privacyPolicySigned,
  ...Object.fromEntries(legalDates.map((f) => [f, legal[f] ? formatDateTime(legal[f]) : t("consent.notHeld")])),
});

export function LegalAgreementsForm({ consent, onDone }: { consent: MemberConsent; onDone: () => void }) {
  const t = useTranslations("Members");
  const legalAgreementsForm = useMemo(() => legalAgreementsFormOf(t), [t]);
  const update = useUpdateLegalAgreements(consent.memberId);
  const version = useRecordVersion(legalAgreementsOf(consent), useConsentPart(consent.memberId, legalAgreementsOf));
  const defaults = legalValuesOf(version.readAt);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm<LegalAgreementsValues>(legalAgreementsForm, defaults, memberWordings);
  useUnsavedChangesGuard(isDirty);

  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: ["privacyPolicySigned", ...legalDates],
    action: async (values: LegalAgreementsValues) => {
      const changes: UpdateConsentRequest = {};
      if (values.privacyPolicySigned !== defaults.privacyPolicySigned)
        changes.privacyPolicySigned = values.privacyPolicySigned;
      for (const field of legalDates) {
        if (values[field] !== defaults[field])
          changes[field] = values[field] ? instantOfSiteDateTime(values[field]) : null;
      }
      if (Object.keys(changes).length === 0) return false;
      await update.mutateAsync({ body: changes, ifMatch: version.ifMatch });
      return true;
    },
    success: (changed) => (changed ? t("consent.legalSaved") : t("consent.nothingChanged")),
    failure: t("consent.legalFailed"),
    onSuccess: onDone,
    version,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("consent.legalIntro")}</p>
      <FormFailure message={failure} />
      {version.newer !== undefined && version.newer !== null && (
        <RecordChangedNotice
          changes={changesBetween(legalWords(t, version.readAt), legalWords(t, version.newer), legalLabels(t))}
          onLoadTheirs={() => {
            const theirs = version.loadTheirs();
            if (theirs) reset(legalValuesOf(theirs));
          }}
          onKeepEditing={version.keepEditing}
        />
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register("privacyPolicySigned")} />
        {t("consent.privacySigned")}
      </label>
      <Controller
        control={control}
        name="privacyPolicySignedDate"
        render={({ field }) => (
          <DateTimeField
            label={t("consent.privacySignedOn")}
            error={errors.privacyPolicySignedDate?.message}
            {...field}
          />
        )}
      />
      <Controller
        control={control}
        name="termsAndConditionsSignedDate"
        render={({ field }) => (
          <DateTimeField
            label={t("consent.termsSignedOn")}
            error={errors.termsAndConditionsSignedDate?.message}
            {...field}
          />
        )}
      />
      <Controller
        control={control}
        name="healthCommitmentStatementSignedDate"
        render={({ field }) => (
          <DateTimeField
            label={t("consent.healthSignedOn")}
            error={errors.healthCommitmentStatementSignedDate?.message}
            {...field}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("consent.saveAgreements")}
        </Button>
      </div>
    </form>
  );
}
