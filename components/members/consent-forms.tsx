"use client";

import { Controller } from "react-hook-form";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { memberWordings } from "@/lib/contract/member-words";
import { z } from "zod";
import { assignCampaignConsentRequest, heldCampaign, heldChannel } from "@/lib/contract/members";
import type { CampaignConsent, ChannelConsent } from "@/lib/contract/members";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useRecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { instantOfSiteDateTime } from "@/lib/venue/format";
import { DateTimeField } from "@/components/ui/date-fields";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { FormFailure } from "@/components/ui/form-failure";
import { ConsentChanged, instantMs, nowLocal, useConsentPart } from "./consent-form-parts";
import { useAssignCampaignConsent, useAssignChannelConsent } from "./queries";

/**
 * Granting consent (a campaign or a channel). Each form resolves with the contract's request schema
 * (limits written once, in lib/contract/members.ts); the capture date is entered in the site's time
 * zone and sent as UTC. Server field errors land under their fields; every write ends in a toast.
 * Withdrawing is consent-withdraw-form.tsx, the legal agreements consent-legal-form.tsx.
 */
const captureDateField = z
  .string()
  .min(1, { error: "Enter when the consent was captured." })
  .refine((v) => !Number.isNaN(instantMs(v)), { error: "Enter a valid date and time." })
  .refine((v) => instantMs(v) <= Date.now() + 60_000, { error: "The capture date cannot be in the future." });

const grantCampaignForm = assignCampaignConsentRequest
  .pick({ guardianName: true })
  .extend({ captureDate: captureDateField });
type GrantCampaignValues = z.infer<typeof grantCampaignForm>;
const grantChannelForm = z.object({ captureDate: captureDateField });
type GrantChannelValues = z.infer<typeof grantChannelForm>;

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
  const version = useRecordVersion(
    held,
    useConsentPart(memberId, (c) => heldCampaign(c, campaign.campaignId)),
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm<GrantCampaignValues>(
    grantCampaignForm,
    { captureDate: nowLocal(), guardianName: "" },
    memberWordings,
  );
  useUnsavedChangesGuard(isDirty);
  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: ["captureDate", "guardianName"],
    action: (values: GrantCampaignValues) =>
      assign.mutateAsync({
        body: {
          campaignId: campaign.campaignId,
          granted: true,
          captureDate: instantOfSiteDateTime(values.captureDate),
          guardianName: values.guardianName?.trim() || undefined,
        },
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
        Record that the member{" "}
        {campaign.category === "Data_Processing" ? "is covered by this lawful basis" : "agreed to this campaign"}. The
        capture date is kept as evidence.
      </p>
      <FormFailure message={failure} />
      <ConsentChanged version={version} onLoadTheirs={onDone} />
      <Controller
        control={control}
        name="captureDate"
        render={({ field }) => <DateTimeField label="Captured on" error={errors.captureDate?.message} {...field} />}
      />
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

export function GrantChannelForm({
  memberId,
  channel,
  onDone,
}: {
  memberId: number;
  channel: { channelId: string; channelName: string };
  onDone: () => void;
}) {
  const assign = useAssignChannelConsent(memberId);
  const version = useRecordVersion<ChannelConsent | null>(
    null,
    useConsentPart(memberId, (c) => heldChannel(c, channel.channelId)),
  );
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm<GrantChannelValues>(grantChannelForm, { captureDate: nowLocal() }, memberWordings);
  useUnsavedChangesGuard(isDirty);
  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: ["captureDate"],
    action: (values: GrantChannelValues) =>
      assign.mutateAsync({
        body: { channelId: channel.channelId, granted: true, captureDate: instantOfSiteDateTime(values.captureDate) },
        ifMatch: version.ifMatch,
      }),
    success: `Contact by ${channel.channelName} granted`,
    failure: `Could not grant ${channel.channelName}`,
    onSuccess: onDone,
    version,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      <ConsentChanged version={version} onLoadTheirs={onDone} />
      <Controller
        control={control}
        name="captureDate"
        render={({ field }) => <DateTimeField label="Captured on" error={errors.captureDate?.message} {...field} />}
      />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Granting…" : "Grant consent"}
        </Button>
      </div>
    </form>
  );
}
