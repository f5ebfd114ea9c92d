"use client";

import { Controller } from "react-hook-form";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { memberWordings } from "@/lib/contract/member-words";
import { z } from "zod";
import { legalAgreementsOf } from "@/lib/contract/members";
import type { UpdateConsentRequest } from "@/lib/contract/members";
import type { MemberConsent } from "@/lib/contract/members";
import { Button } from "@/components/ui/button";
import { RecordChangedNotice, changesBetween, useRecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { formatDateTime, instantOfSiteDateTime, siteDateTimeOf } from "@/lib/venue/format";
import { DateTimeField } from "@/components/ui/date-fields";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { FormFailure } from "@/components/ui/form-failure";
import { instantMs, useConsentPart } from "./consent-form-parts";
import { useUpdateLegalAgreements } from "./queries";

/**
 * Records the legal-agreement signatures (PUT consent): only what changed is sent; clearing a
 * date removes it. Dates are entered in the desk's local time and sent as UTC.
 */
const signedDateField = z
  .string()
  .refine((v) => v === "" || !Number.isNaN(instantMs(v)), { error: "Enter a valid date and time." })
  .refine((v) => v === "" || instantMs(v) <= Date.now() + 60_000, {
    error: "A signature cannot be dated in the future.",
  });
const legalAgreementsForm = z.object({
  privacyPolicySigned: z.boolean(),
  privacyPolicySignedDate: signedDateField,
  termsAndConditionsSignedDate: signedDateField,
  healthCommitmentStatementSignedDate: signedDateField,
});
type LegalAgreementsValues = z.infer<typeof legalAgreementsForm>;
const legalDates = [
  "privacyPolicySignedDate",
  "termsAndConditionsSignedDate",
  "healthCommitmentStatementSignedDate",
] as const;
const toLocalInput = (iso: string | null) => (iso ? siteDateTimeOf(iso) : "");

const legalLabels = {
  privacyPolicySigned: "Privacy policy signed",
  privacyPolicySignedDate: "Privacy policy signed on",
  termsAndConditionsSignedDate: "Terms and conditions signed on",
  healthCommitmentStatementSignedDate: "Health commitment statement signed on",
};
type LegalAgreements = ReturnType<typeof legalAgreementsOf>;
const legalValuesOf = (legal: LegalAgreements): LegalAgreementsValues => ({
  privacyPolicySigned: legal.privacyPolicySigned,
  privacyPolicySignedDate: toLocalInput(legal.privacyPolicySignedDate),
  termsAndConditionsSignedDate: toLocalInput(legal.termsAndConditionsSignedDate),
  healthCommitmentStatementSignedDate: toLocalInput(legal.healthCommitmentStatementSignedDate),
});
const legalWords = (legal: LegalAgreements) => ({
  privacyPolicySigned: legal.privacyPolicySigned,
  ...Object.fromEntries(legalDates.map((f) => [f, legal[f] ? formatDateTime(legal[f]) : "Not held"])),
});

export function LegalAgreementsForm({ consent, onDone }: { consent: MemberConsent; onDone: () => void }) {
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
    success: (changed) => (changed ? "Legal agreements saved" : "Nothing changed"),
    failure: "Could not save the legal agreements",
    onSuccess: onDone,
    version,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Record when the member signed each agreement. Leave a date empty when it is not held; the change is kept in the
        consent history.
      </p>
      <FormFailure message={failure} />
      {version.newer !== undefined && version.newer !== null && (
        <RecordChangedNotice
          changes={changesBetween(legalWords(version.readAt), legalWords(version.newer), legalLabels)}
          onLoadTheirs={() => {
            const theirs = version.loadTheirs();
            if (theirs) reset(legalValuesOf(theirs));
          }}
          onKeepEditing={version.keepEditing}
        />
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register("privacyPolicySigned")} />
        Privacy policy signed
      </label>
      <Controller
        control={control}
        name="privacyPolicySignedDate"
        render={({ field }) => (
          <DateTimeField label="Privacy policy signed on" error={errors.privacyPolicySignedDate?.message} {...field} />
        )}
      />
      <Controller
        control={control}
        name="termsAndConditionsSignedDate"
        render={({ field }) => (
          <DateTimeField
            label="Terms and conditions signed on"
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
            label="Health commitment statement signed on"
            error={errors.healthCommitmentStatementSignedDate?.message}
            {...field}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save agreements"}
        </Button>
      </div>
    </form>
  );
}
