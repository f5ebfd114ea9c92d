"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { heldCampaign, heldChannel } from "@frontdesk/lib/contract/members";
import type { CampaignConsent, ChannelConsent } from "@frontdesk/lib/contract/members";
import { isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { useRecordVersion } from "@/components/ui/record-changed";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { FormFailure } from "@/components/ui/form-failure";
import { ConsentChanged, useConsentPart } from "./consent-form-parts";
import { useAssignCampaignConsent, useAssignChannelConsent } from "./queries";

/** Withdrawing deletes the consent record (the history keeps the change): confirm first. */
export function WithdrawConsentForm({
  memberId,
  subject,
  onDone,
}: {
  memberId: number;
  subject:
    | { kind: "campaign"; entry: CampaignConsent; name: string }
    | { kind: "channel"; entry: ChannelConsent; name: string };
  onDone: () => void;
}) {
  const t = useTranslations("Members");
  const campaign = useAssignCampaignConsent(memberId);
  const channel = useAssignChannelConsent(memberId);
  const version = useRecordVersion<CampaignConsent | ChannelConsent | null>(
    subject.entry,
    useConsentPart(memberId, (c) =>
      subject.kind === "campaign" ? heldCampaign(c, subject.entry.campaignId) : heldChannel(c, subject.entry.channelId),
    ),
  );
  const [failure, setFailure] = useState<string>();
  const pending = campaign.isPending || channel.isPending;

  const withdraw = async () => {
    setFailure(undefined);
    try {
      const ifMatch = version.ifMatch;
      if (subject.kind === "campaign")
        await campaign.mutateAsync({ body: { campaignId: subject.entry.campaignId, granted: false }, ifMatch });
      else await channel.mutateAsync({ body: { channelId: subject.entry.channelId, granted: false }, ifMatch });
      toast.success(t("consent.withdrawnToast", { name: subject.name }));
      onDone();
    } catch (error) {
      if (isRecordChanged(error)) return void (await version.changed());
      setFailure(messageOf(error));
      toast.error(t("consent.withdrawFailed", { name: subject.name, reason: messageOf(error) }));
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("consent.withdrawExplain", { name: subject.name })}
      </p>
      <FormFailure message={failure} />
      <ConsentChanged version={version} onLoadTheirs={onDone} />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button variant="danger" onClick={() => void withdraw()} disabled={pending}>
          {pending ? t("consent.withdrawing") : t("consent.withdrawConsent")}
        </Button>
      </div>
    </div>
  );
}
