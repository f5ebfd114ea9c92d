"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { format } from "date-fns";
import { z } from "zod";
import { toast } from "sonner";
import { assignCampaignConsentRequest } from "@/lib/contract/members";
import { messageOf } from "@/lib/bff/problem";
import { showFieldErrors } from "@/components/ui/field-errors";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { MemberConsent, UpdateConsentRequest } from "@/lib/contract/members";
import { FormFailure } from "./record-frame";
import { useAssignCampaignConsent, useAssignChannelConsent, useUpdateLegalAgreements } from "./queries";

/**
 * The consent writes. Each form resolves with the contract's request schema (limits written
 * once, in lib/contract/members.ts); the capture date is entered in the desk's local time and
 * sent as UTC. Server field errors land under their fields; every write ends in a toast.
 */
const nowLocal = () => format(new Date(), "yyyy-MM-dd'T'HH:mm");
const captureDateField = z
  .string()
  .min(1, { error: "Enter when the consent was captured." })
  .refine((v) => !Number.isNaN(new Date(v).getTime()), { error: "Enter a valid date and time." })
  .refine((v) => new Date(v).getTime() <= Date.now() + 60_000, { error: "The capture date cannot be in the future." });

const grantCampaignForm = assignCampaignConsentRequest.pick({ guardianName: true }).extend({ captureDate: captureDateField });
type GrantCampaignValues = z.infer<typeof grantCampaignForm>;
const grantChannelForm = z.object({ captureDate: captureDateField });
type GrantChannelValues = z.infer<typeof grantChannelForm>;

const signedDateField = z
  .string()
  .refine((v) => v === "" || !Number.isNaN(new Date(v).getTime()), { error: "Enter a valid date and time." })
  .refine((v) => v === "" || new Date(v).getTime() <= Date.now() + 60_000, { error: "A signature cannot be dated in the future." });
const legalAgreementsForm = z.object({
  privacyPolicySigned: z.boolean(),
  privacyPolicySignedDate: signedDateField,
  termsAndConditionsSignedDate: signedDateField,
  healthCommitmentStatementSignedDate: signedDateField,
});
type LegalAgreementsValues = z.infer<typeof legalAgreementsForm>;
const legalDates = ["privacyPolicySignedDate", "termsAndConditionsSignedDate", "healthCommitmentStatementSignedDate"] as const;
const toLocalInput = (iso: string | null) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : "");

export function GrantCampaignForm({
  memberId,
  campaign,
  askGuardian,
  onDone,
}: {
  memberId: number;
  campaign: { campaignId: number; campaignName: string; category: string };
  /** the member is young enough that a guardian may have given the consent */
  askGuardian: boolean;
  onDone: () => void;
}) {
  const assign = useAssignCampaignConsent(memberId);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GrantCampaignValues>({ resolver: zodResolver(grantCampaignForm), defaultValues: { captureDate: nowLocal(), guardianName: "" } });

  const onSubmit = async (values: GrantCampaignValues) => {
    setFailure(undefined);
    try {
      await assign.mutateAsync({
        campaignId: campaign.campaignId,
        granted: true,
        captureDate: new Date(values.captureDate).toISOString(),
        guardianName: values.guardianName?.trim() || undefined,
      });
      toast.success(`Consent granted: ${campaign.campaignName}`);
      onDone();
    } catch (error) {
      showFieldErrors(error, ["captureDate", "guardianName"], setError);
      setFailure(messageOf(error));
      toast.error(`Could not grant ${campaign.campaignName}: ${messageOf(error)}`);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Record that the member {campaign.category === "Data_Processing" ? "is covered by this lawful basis" : "agreed to this campaign"}. The capture date is kept as evidence.
      </p>
      <FormFailure message={failure} />
      <TextField label="Captured on" type="datetime-local" error={errors.captureDate?.message} {...register("captureDate")} />
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
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Granting…" : "Grant consent"}
        </Button>
      </div>
    </form>
  );
}

export function GrantChannelForm({ memberId, channel, onDone }: { memberId: number; channel: { channelId: string; channelName: string }; onDone: () => void }) {
  const assign = useAssignChannelConsent(memberId);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GrantChannelValues>({ resolver: zodResolver(grantChannelForm), defaultValues: { captureDate: nowLocal() } });

  const onSubmit = async (values: GrantChannelValues) => {
    setFailure(undefined);
    try {
      await assign.mutateAsync({ channelId: channel.channelId, granted: true, captureDate: new Date(values.captureDate).toISOString() });
      toast.success(`Contact by ${channel.channelName} granted`);
      onDone();
    } catch (error) {
      showFieldErrors(error, ["captureDate"], setError);
      setFailure(messageOf(error));
      toast.error(`Could not grant ${channel.channelName}: ${messageOf(error)}`);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      <TextField label="Captured on" type="datetime-local" error={errors.captureDate?.message} {...register("captureDate")} />
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>Cancel</Button>
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
  subject: { kind: "campaign"; campaignId: number; name: string } | { kind: "channel"; channelId: string; name: string };
  onDone: () => void;
}) {
  const campaign = useAssignCampaignConsent(memberId);
  const channel = useAssignChannelConsent(memberId);
  const [failure, setFailure] = useState<string>();
  const pending = campaign.isPending || channel.isPending;

  const withdraw = async () => {
    setFailure(undefined);
    try {
      if (subject.kind === "campaign") await campaign.mutateAsync({ campaignId: subject.campaignId, granted: false });
      else await channel.mutateAsync({ channelId: subject.channelId, granted: false });
      toast.success(`Consent withdrawn: ${subject.name}`);
      onDone();
    } catch (error) {
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
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>Cancel</Button>
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
export function LegalAgreementsForm({ consent, onDone }: { consent: MemberConsent; onDone: () => void }) {
  const update = useUpdateLegalAgreements(consent.memberId);
  const [failure, setFailure] = useState<string>();
  const defaults: LegalAgreementsValues = {
    privacyPolicySigned: consent.privacyPolicySigned,
    privacyPolicySignedDate: toLocalInput(consent.privacyPolicySignedDate),
    termsAndConditionsSignedDate: toLocalInput(consent.termsAndConditionsSignedDate),
    healthCommitmentStatementSignedDate: toLocalInput(consent.healthCommitmentStatementSignedDate),
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LegalAgreementsValues>({ resolver: zodResolver(legalAgreementsForm), defaultValues: defaults });

  const onSubmit = async (values: LegalAgreementsValues) => {
    setFailure(undefined);
    const changes: UpdateConsentRequest = {};
    if (values.privacyPolicySigned !== defaults.privacyPolicySigned) changes.privacyPolicySigned = values.privacyPolicySigned;
    for (const field of legalDates) {
      if (values[field] !== defaults[field]) changes[field] = values[field] ? new Date(values[field]).toISOString() : null;
    }
    if (Object.keys(changes).length === 0) {
      toast.info("Nothing changed");
      onDone();
      return;
    }
    try {
      await update.mutateAsync(changes);
      toast.success("Legal agreements saved");
      onDone();
    } catch (error) {
      showFieldErrors(error, ["privacyPolicySigned", ...legalDates], setError);
      setFailure(messageOf(error));
      toast.error(`Could not save the legal agreements: ${messageOf(error)}`);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">Record when the member signed each agreement. Leave a date empty when it is not held; the change is kept in the consent history.</p>
      <FormFailure message={failure} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register("privacyPolicySigned")} />
        Privacy policy signed
      </label>
      <TextField label="Privacy policy signed on" type="datetime-local" error={errors.privacyPolicySignedDate?.message} {...register("privacyPolicySignedDate")} />
      <TextField label="Terms and conditions signed on" type="datetime-local" error={errors.termsAndConditionsSignedDate?.message} {...register("termsAndConditionsSignedDate")} />
      <TextField label="Health commitment statement signed on" type="datetime-local" error={errors.healthCommitmentStatementSignedDate?.message} {...register("healthCommitmentStatementSignedDate")} />
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save agreements"}
        </Button>
      </div>
    </form>
  );
}
