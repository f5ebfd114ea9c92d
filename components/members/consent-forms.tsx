"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { assignCampaignConsentRequest, heldCampaign, heldChannel, legalAgreementsOf } from "@/lib/contract/members";
import type { CampaignConsent, ChannelConsent, MemberConsent, UpdateConsentRequest } from "@/lib/contract/members";
import { isRecordChanged, messageOf } from "@/lib/bff/problem";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { RecordChangedNotice, changesBetween, useRecordVersion, type RecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { formatDateTime, instantOfSiteDateTime, siteDateTimeOf } from "@/lib/venue/format";
import { DateTimeField } from "@/components/ui/date-fields";
import { FormFailure } from "./record-frame";
import { useAssignCampaignConsent, useAssignChannelConsent, useMemberConsent, useUpdateLegalAgreements } from "./queries";
import { DialogCancel } from "@/components/ui/modal-dialog";

/**
 * The consent writes. Each form resolves with the contract's request schema (limits written
 * once, in lib/contract/members.ts); the capture date is entered in the site's time zone and
 * sent as UTC. Server field errors land under their fields; every write ends in a toast.
 */
const nowLocal = () => siteDateTimeOf(new Date());
/** The instant (ms) of a site wall-clock date-time from a field, NaN when it is not one. */
const instantMs = (local: string) => {
  try {
    return Date.parse(instantOfSiteDateTime(local));
  } catch {
    return Number.NaN;
  }
};
const captureDateField = z
  .string()
  .min(1, { error: "Enter when the consent was captured." })
  .refine((v) => !Number.isNaN(instantMs(v)), { error: "Enter a valid date and time." })
  .refine((v) => instantMs(v) <= Date.now() + 60_000, { error: "The capture date cannot be in the future." });

const grantCampaignForm = assignCampaignConsentRequest.pick({ guardianName: true }).extend({ captureDate: captureDateField });
type GrantCampaignValues = z.infer<typeof grantCampaignForm>;
const grantChannelForm = z.object({ captureDate: captureDateField });
type GrantChannelValues = z.infer<typeof grantChannelForm>;

const signedDateField = z
  .string()
  .refine((v) => v === "" || !Number.isNaN(instantMs(v)), { error: "Enter a valid date and time." })
  .refine((v) => v === "" || instantMs(v) <= Date.now() + 60_000, { error: "A signature cannot be dated in the future." });
const legalAgreementsForm = z.object({
  privacyPolicySigned: z.boolean(),
  privacyPolicySignedDate: signedDateField,
  termsAndConditionsSignedDate: signedDateField,
  healthCommitmentStatementSignedDate: signedDateField,
});
type LegalAgreementsValues = z.infer<typeof legalAgreementsForm>;
const legalDates = ["privacyPolicySignedDate", "termsAndConditionsSignedDate", "healthCommitmentStatementSignedDate"] as const;
const toLocalInput = (iso: string | null) => (iso ? siteDateTimeOf(iso) : "");

/** Reads one part of the member's consent as it is now, for a 412's "their version". */
function useConsentPart<T>(memberId: number, part: (consent: MemberConsent) => T) {
  const consent = useMemberConsent(memberId);
  return async () => {
    const fresh = (await consent.refetch()).data;
    return fresh ? part(fresh) : undefined;
  };
}

/** A consent entry in words, for the "their version now has" list. */
const entryWords = (entry: { captureDate: string; guardianName?: string } | null) => ({
  held: entry ? "Granted" : "Not held",
  captured: entry ? formatDateTime(entry.captureDate) : "",
  guardian: entry?.guardianName ?? "",
});
const entryLabels = { held: "Consent", captured: "Captured on", guardian: "Guardian" };

function ConsentChanged<T extends { captureDate: string; guardianName?: string } | null>({ version, onLoadTheirs }: { version: RecordVersion<T>; onLoadTheirs: () => void }) {
  if (version.newer === undefined) return null;
  return (
    <RecordChangedNotice
      changes={changesBetween(entryWords(version.readAt), entryWords(version.newer), entryLabels)}
      onLoadTheirs={() => {
        version.loadTheirs();
        onLoadTheirs();
      }}
      onKeepEditing={version.keepEditing}
    />
  );
}

export function GrantCampaignForm({
  memberId,
  campaign,
  held,
  askGuardian,
  onDone,
}: {
  memberId: number;
  campaign: { campaignId: number; campaignName: string; category: string };
  /** the member's entry for this campaign as read (null: not held) */
  held: CampaignConsent | null;
  /** the member is young enough that a guardian may have given the consent */
  askGuardian: boolean;
  onDone: () => void;
}) {
  const assign = useAssignCampaignConsent(memberId);
  const version = useRecordVersion(held, useConsentPart(memberId, (c) => heldCampaign(c, campaign.campaignId)));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<GrantCampaignValues>({ resolver: zodResolver(grantCampaignForm), defaultValues: { captureDate: nowLocal(), guardianName: "" } });
  useUnsavedChangesGuard(isDirty);
  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: ["captureDate", "guardianName"],
    action: (values: GrantCampaignValues) =>
      assign.mutateAsync({
        body: { campaignId: campaign.campaignId, granted: true, captureDate: instantOfSiteDateTime(values.captureDate), guardianName: values.guardianName?.trim() || undefined },
        ifMatch: version.ifMatch,
      }),
    success: `Consent granted: ${campaign.campaignName}`,
    failure: `Could not grant ${campaign.campaignName}`,
    onSuccess: onDone,
    version,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Record that the member {campaign.category === "Data_Processing" ? "is covered by this lawful basis" : "agreed to this campaign"}. The capture date is kept as evidence.
      </p>
      <FormFailure message={failure} />
      <ConsentChanged version={version} onLoadTheirs={onDone} />
      <Controller control={control} name="captureDate" render={({ field }) => <DateTimeField label="Captured on" error={errors.captureDate?.message} {...field} />} />
      {askGuardian && (
        <TextField
          label="Guardian name"
          hint="Required when the member was under 16 on the capture date, unless a guardian consented online."
          autoComplete="off"
          error={errors.guardianName?.message}
          {...register("guardianName")}
        />
      )}
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Granting…" : "Grant consent"}
        </Button>
      </div>
    </form>
  );
}

export function GrantChannelForm({ memberId, channel, onDone }: { memberId: number; channel: { channelId: string; channelName: string }; onDone: () => void }) {
  const assign = useAssignChannelConsent(memberId);
  const version = useRecordVersion<ChannelConsent | null>(null, useConsentPart(memberId, (c) => heldChannel(c, channel.channelId)));
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<GrantChannelValues>({ resolver: zodResolver(grantChannelForm), defaultValues: { captureDate: nowLocal() } });
  useUnsavedChangesGuard(isDirty);
  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: ["captureDate"],
    action: (values: GrantChannelValues) =>
      assign.mutateAsync({ body: { channelId: channel.channelId, granted: true, captureDate: instantOfSiteDateTime(values.captureDate) }, ifMatch: version.ifMatch }),
    success: `Contact by ${channel.channelName} granted`,
    failure: `Could not grant ${channel.channelName}`,
    onSuccess: onDone,
    version,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      <ConsentChanged version={version} onLoadTheirs={onDone} />
      <Controller control={control} name="captureDate" render={({ field }) => <DateTimeField label="Captured on" error={errors.captureDate?.message} {...field} />} />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Granting…" : "Grant consent"}
        </Button>
      </div>
    </form>
  );
}

/** Withdrawing deletes the consent record (the history keeps the change): confirm first. */
export function WithdrawConsentForm({
  memberId,
  subject,
  onDone,
}: {
  memberId: number;
  subject: { kind: "campaign"; entry: CampaignConsent; name: string } | { kind: "channel"; entry: ChannelConsent; name: string };
  onDone: () => void;
}) {
  const campaign = useAssignCampaignConsent(memberId);
  const channel = useAssignChannelConsent(memberId);
  const version = useRecordVersion<CampaignConsent | ChannelConsent | null>(
    subject.entry,
    useConsentPart(memberId, (c) => (subject.kind === "campaign" ? heldCampaign(c, subject.entry.campaignId) : heldChannel(c, subject.entry.channelId))),
  );
  const [failure, setFailure] = useState<string>();
  const pending = campaign.isPending || channel.isPending;

  const withdraw = async () => {
    setFailure(undefined);
    try {
      const ifMatch = version.ifMatch;
      if (subject.kind === "campaign") await campaign.mutateAsync({ body: { campaignId: subject.entry.campaignId, granted: false }, ifMatch });
      else await channel.mutateAsync({ body: { channelId: subject.entry.channelId, granted: false }, ifMatch });
      toast.success(`Consent withdrawn: ${subject.name}`);
      onDone();
    } catch (error) {
      if (isRecordChanged(error)) return void (await version.changed());
      setFailure(messageOf(error));
      toast.error(`Could not withdraw ${subject.name}: ${messageOf(error)}`);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The member&apos;s consent for <strong>{subject.name}</strong> will no longer be held. The change is kept in the consent history.
      </p>
      <FormFailure message={failure} />
      <ConsentChanged version={version} onLoadTheirs={onDone} />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button variant="danger" onClick={() => void withdraw()} disabled={pending}>
          {pending ? "Withdrawing…" : "Withdraw consent"}
        </Button>
      </div>
    </div>
  );
}

/**
 * Records the legal-agreement signatures (PUT consent): only what changed is sent; clearing a
 * date removes it. Dates are entered in the desk's local time and sent as UTC.
 */
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
  } = useForm<LegalAgreementsValues>({ resolver: zodResolver(legalAgreementsForm), defaultValues: defaults });
  useUnsavedChangesGuard(isDirty);

  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: ["privacyPolicySigned", ...legalDates],
    action: async (values: LegalAgreementsValues) => {
      const changes: UpdateConsentRequest = {};
      if (values.privacyPolicySigned !== defaults.privacyPolicySigned) changes.privacyPolicySigned = values.privacyPolicySigned;
      for (const field of legalDates) {
        if (values[field] !== defaults[field]) changes[field] = values[field] ? instantOfSiteDateTime(values[field]) : null;
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
      <p className="text-sm text-slate-700 dark:text-slate-300">Record when the member signed each agreement. Leave a date empty when it is not held; the change is kept in the consent history.</p>
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
      <Controller control={control} name="privacyPolicySignedDate" render={({ field }) => <DateTimeField label="Privacy policy signed on" error={errors.privacyPolicySignedDate?.message} {...field} />} />
      <Controller control={control} name="termsAndConditionsSignedDate" render={({ field }) => <DateTimeField label="Terms and conditions signed on" error={errors.termsAndConditionsSignedDate?.message} {...field} />} />
      <Controller control={control} name="healthCommitmentStatementSignedDate" render={({ field }) => <DateTimeField label="Health commitment statement signed on" error={errors.healthCommitmentStatementSignedDate?.message} {...field} />} />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save agreements"}
        </Button>
      </div>
    </form>
  );
}
