"use client";

import { useMemo } from "react";
import { useTranslations, type Words } from "@/components/ui/catalogue";
import { Controller } from "react-hook-form";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { memberWordings } from "@frontdesk/lib/contract/member-words";
import { z } from "zod";
import { assignCampaignConsentRequest, heldCampaign, heldChannel } from "@frontdesk/lib/contract/members";
import type { CampaignConsent, ChannelConsent } from "@frontdesk/lib/contract/members";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useRecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { instantOfSiteDateTime } from "@frontdesk/lib/venue/format";
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
const captureDateField = (t: Words) =>
  z
    .string()
    .min(1, { error: t("consent.captureMissing") })
    .refine((v) => !Number.isNaN(instantMs(v)), { error: t("consent.dateInvalid") })
    .refine((v) => instantMs(v) <= Date.now() + 60_000, { error: t("consent.captureFuture") });

const grantCampaignFormOf = (t: Words) =>
  assignCampaignConsentRequest.pick({ guardianName: true }).extend({ captureDate: captureDateField(t) });
type GrantCampaignValues = z.infer<ReturnType<typeof grantCampaignFormOf>>;
const grantChannelFormOf = (t: Words) => z.object({ captureDate: captureDateField(t) });
type GrantChannelValues = z.infer<ReturnType<typeof grantChannelFormOf>>;

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
  const t = useTranslations("Members");
  const grantCampaignForm = useMemo(() => grantCampaignFormOf(t), [t]);
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
    success: t("consent.grantedToast", { name: campaign.campaignName }),
    failure: t("consent.grantFailed", { name: campaign.campaignName }),
    onSuccess: onDone,
    version,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {campaign.category === "Data_Processing" ? t("consent.recordBasis") : t("consent.recordAgreed")}
      </p>
      <FormFailure message={failure} />
      <ConsentChanged version={version} onLoadTheirs={onDone} />
      <Controller
        control={control}
        name="captureDate"
        render={({ field }) => (
          <DateTimeField label={t("consent.capturedOn")} error={errors.captureDate?.message} {...field} />
        )}
      />
      {askGuardian && (
        <TextField
          label={t("consent.guardianName")}
          hint={t("consent.guardianHint")}
          autoComplete="off"
          error={errors.guardianName?.message}
          {...register("guardianName")}
        />
      )}
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t("consent.granting") : t("consent.grantConsent")}
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
  const t = useTranslations("Members");
  const grantChannelForm = useMemo(() => grantChannelFormOf(t), [t]);
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
    success: t("consent.channelGranted", { name: channel.channelName }),
    failure: t("consent.grantFailed", { name: channel.channelName }),
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
        render={({ field }) => (
          <DateTimeField label={t("consent.capturedOn")} error={errors.captureDate?.message} {...field} />
        )}
      />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t("consent.granting") : t("consent.grantConsent")}
        </Button>
      </div>
    </form>
  );
}
