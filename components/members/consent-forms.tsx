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
import { useAssignCampaignConsent, useAssignChannelConsent } from "./queries";

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


function FormFailure({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  );
}

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
