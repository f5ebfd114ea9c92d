"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { ArrowLeft, Check, CircleSlash, History, Minus, PencilLine } from "lucide-react";
import type { CampaignConsent, ChannelConsent, CommunicationChannelConfig, ConsentCampaignConfig, ConsentHistoryEntry, MemberConsent } from "@/lib/contract/members";
import { messageOf } from "@/lib/bff/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { Button } from "@/components/ui/button";
import dynamic from "next/dynamic";
import { formatCalendarDate, formatDateTime } from "@/lib/venue/format";
import { isExpired } from "./member-dates";
import { useCommunicationChannels, useConsentCampaigns, useConsentHistory, useMemberConsent, useMemberOverview } from "./queries";

// The forms (react-hook-form, the contract's zod schemas, the date pickers) open in dialogs: they load with the dialog, not the page.
const forms = () => import("./consent-forms");
const GrantCampaignForm = dynamic(() => forms().then((m) => m.GrantCampaignForm), { ssr: false });
const GrantChannelForm = dynamic(() => forms().then((m) => m.GrantChannelForm), { ssr: false });
const LegalAgreementsForm = dynamic(() => forms().then((m) => m.LegalAgreementsForm), { ssr: false });
const WithdrawConsentForm = dynamic(() => forms().then((m) => m.WithdrawConsentForm), { ssr: false });

/**
 * A member's consent: legal agreements, marketing campaigns (consent) and data-processing
 * campaigns (lawful basis) apart, channels, and the history. Absence is "not held", never
 * "refused" (spec: consent semantics).
 */
export function ConsentScreen({ memberId }: { memberId: number }) {
  const overview = useMemberOverview(memberId);
  const consent = useMemberConsent(memberId);
  const name = overview.data ? `${overview.data.firstName} ${overview.data.lastName}` : `Member #${memberId}`;
  // A guardian may have consented for a member who is (or was at capture) under 16.
  const askGuardian = overview.data?.age == null || overview.data.age < 18;

  return (
    <div className="mx-auto max-w-5xl">
      <Link href={`/members/${memberId}`} className="inline-flex items-center gap-1 rounded text-sm text-blue-700 hover:underline dark:text-sky-400">
        <ArrowLeft aria-hidden className="size-4" />
        Back to {name}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold">Consent · {name}</h1>
      {consent.isPending ? (
        <div className="mt-6">
          <LoadingState label="Loading consent" />
        </div>
      ) : consent.isError ? (
        <div className="mt-6">
          <ErrorState title="Could not load consent" message={messageOf(consent.error)} onRetry={() => void consent.refetch()} />
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-8">
            <LegalAgreements consent={consent.data} />
            <CampaignSection
              memberId={memberId}
              list="marketing-campaigns"
              title="Marketing campaigns"
              description="What the member agreed to hear about."
              held={consent.data.campaignPreferences.marketingCampaigns}
              askGuardian={askGuardian}
            />
            <CampaignSection
              memberId={memberId}
              list="data-processing"
              title="Data processing"
              description="The lawful basis relied on for each processing activity."
              held={consent.data.campaignPreferences.dataCampaigns}
              askGuardian={askGuardian}
            />
            <ChannelSection memberId={memberId} held={consent.data.campaignPreferences.communicationTypes} />
          </div>
          <ConsentHistoryTimeline memberId={memberId} />
        </div>
      )}
    </div>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function HeldBadge({ held, expired = false }: { held: boolean; expired?: boolean }) {
  if (held && expired)
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-100">
        <CircleSlash aria-hidden className="size-3" />
        Granted, no longer applies
      </span>
    );
  return held ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900 dark:bg-green-900 dark:text-green-100">
      <Check aria-hidden className="size-3" />
      Granted
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      <Minus aria-hidden className="size-3" />
      Not held
    </span>
  );
}

function LegalAgreements({ consent }: { consent: MemberConsent }) {
  const signed = (date: string | null) => (date ? `Signed ${formatDateTime(date)}` : "Not held");
  return (
    <Section id="legal-title" title="Legal agreements">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Online registration consent</dt>
          <dd className="font-medium">
            {consent.onlineConsentDate ? formatDateTime(consent.onlineConsentDate) : "Not held (no online registration; for example created by staff)"}
            {consent.onlineConsentGuardianName ? ` — given by guardian ${consent.onlineConsentGuardianName}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Privacy policy</dt>
          <dd className="font-medium">{consent.privacyPolicySignedDate ? signed(consent.privacyPolicySignedDate) : consent.privacyPolicySigned ? "Signed (date not recorded)" : "Not held"}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Terms and conditions</dt>
          <dd className="font-medium">{signed(consent.termsAndConditionsSignedDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Health commitment statement</dt>
          <dd className="font-medium">{signed(consent.healthCommitmentStatementSignedDate)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">Last changed {formatDateTime(consent.modifiedOn)}.</p>
        <ModalDialog triggerLabel="Record signatures" triggerIcon={<PencilLine aria-hidden className="size-4" />} title="Legal agreements">
          {(close) => <LegalAgreementsForm consent={consent} onDone={close} />}
        </ModalDialog>
      </div>
    </Section>
  );
}

/** Configured campaigns first (in the operator's order), then any held campaign no longer configured. */
function mergeCampaigns(configured: ConsentCampaignConfig[], held: CampaignConsent[]) {
  const heldById = new Map(held.map((c) => [c.campaignId, c]));
  const rows = configured.map((config) => ({ config, held: heldById.get(config.campaignId) }));
  for (const c of held) if (!configured.some((config) => config.campaignId === c.campaignId)) rows.push({ config: c, held: c });
  return rows;
}

function Expiry({ expiryDate }: { expiryDate: string | null }) {
  if (!expiryDate) return <span>No expiry</span>;
  return isExpired(expiryDate) ? (
    <span className="font-medium text-amber-800 dark:text-amber-300">Expired {formatCalendarDate(expiryDate)}</span>
  ) : (
    <span>Expires {formatCalendarDate(expiryDate)}</span>
  );
}

function CampaignSection({
  memberId,
  list,
  title,
  description,
  held,
  askGuardian,
}: {
  memberId: number;
  list: "marketing-campaigns" | "data-processing";
  title: string;
  description: string;
  held: CampaignConsent[];
  askGuardian: boolean;
}) {
  const configured = useConsentCampaigns(list);
  const id = `${list}-title`;
  if (configured.isPending) return <Section id={id} title={title} description={description}><LoadingState label="Loading campaigns" /></Section>;
  if (configured.isError)
    return (
      <Section id={id} title={title} description={description}>
        <ErrorState title="Could not load the campaigns" message={messageOf(configured.error)} onRetry={() => void configured.refetch()} />
      </Section>
    );
  const rows = mergeCampaigns(configured.data, held);
  return (
    <Section id={id} title={title} description={description}>
      {rows.length === 0 ? (
        <EmptyState>No campaigns are configured.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {rows.map(({ config, held: entry }) => {
            const expiryDate = entry?.expiryDate ?? config.expiryDate;
            const expired = isExpired(expiryDate);
            const explanationId = `campaign-${config.campaignId}-expired`;
            return (
              <li key={config.campaignId} className="flex flex-wrap items-start gap-3 px-4 py-3" aria-label={`${config.campaignName}: ${entry ? (expired ? "granted, campaign expired" : "granted") : "not held"}`}>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{config.campaignName}</span>
                    <HeldBadge held={!!entry} expired={expired} />
                  </p>
                  {config.campaignDescription && <p className="text-sm text-slate-600 dark:text-slate-400">{config.campaignDescription}</p>}
                  <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-700 dark:text-slate-300">
                    {entry && <span>Captured {formatDateTime(entry.captureDate)}</span>}
                    {entry?.guardianName && <span>Given by guardian {entry.guardianName}</span>}
                    <Expiry expiryDate={expiryDate} />
                  </p>
                  {expired && expiryDate && (
                    <p id={explanationId} className="mt-1 text-sm text-amber-900 dark:text-amber-200">
                      {entry
                        ? `This campaign ended on ${formatCalendarDate(expiryDate)}, so the consent recorded for it no longer applies. Nothing is sent under it; withdraw it to tidy the record.`
                        : `This campaign ended on ${formatCalendarDate(expiryDate)}. Consent cannot be granted to a campaign that has ended; ask your manager to set up a current one.`}
                    </p>
                  )}
                </div>
                {entry ? (
                  <ModalDialog triggerLabel="Withdraw" triggerAccessibleLabel={`Withdraw ${config.campaignName}`} title={`Withdraw ${config.campaignName}?`}>
                    {(close) => <WithdrawConsentForm memberId={memberId} subject={{ kind: "campaign", entry, name: config.campaignName }} onDone={close} />}
                  </ModalDialog>
                ) : expired ? (
                  <Button disabled aria-label={`Grant ${config.campaignName}`} aria-describedby={explanationId} className="px-2.5 py-1.5">
                    Grant
                  </Button>
                ) : (
                  <ModalDialog triggerLabel="Grant" triggerVariant="primary" triggerAccessibleLabel={`Grant ${config.campaignName}`} title={`Grant ${config.campaignName}`}>
                    {(close) => <GrantCampaignForm memberId={memberId} campaign={config} held={null} askGuardian={askGuardian} onDone={close} />}
                  </ModalDialog>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function ChannelSection({ memberId, held }: { memberId: number; held: ChannelConsent[] }) {
  const configured = useCommunicationChannels();
  const id = "channels-title";
  const title = "Communication channels";
  const description = "How the member agreed to be contacted.";
  if (configured.isPending) return <Section id={id} title={title} description={description}><LoadingState label="Loading channels" /></Section>;
  if (configured.isError)
    return (
      <Section id={id} title={title} description={description}>
        <ErrorState title="Could not load the channels" message={messageOf(configured.error)} onRetry={() => void configured.refetch()} />
      </Section>
    );
  const heldById = new Map(held.map((c) => [c.channelId, c]));
  const rows: (CommunicationChannelConfig & { entry?: ChannelConsent })[] = configured.data.map((c) => ({ ...c, entry: heldById.get(c.channelId) }));
  for (const c of held) if (!configured.data.some((config) => config.channelId === c.channelId)) rows.push({ ...c, entry: c });
  return (
    <Section id={id} title={title} description={description}>
      {rows.length === 0 ? (
        <EmptyState>No channels are configured.</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rows.map(({ entry, ...channel }) => (
            <li key={channel.channelId} className="flex items-start gap-3 rounded-md border border-slate-200 px-4 py-3 dark:border-slate-800" aria-label={`${channel.channelName}: ${entry ? "granted" : "not held"}`}>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{channel.channelName}</span>
                  <HeldBadge held={!!entry} />
                </p>
                {entry && <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">Captured {formatDateTime(entry.captureDate)}</p>}
              </div>
              {entry ? (
                <ModalDialog triggerLabel="Withdraw" triggerAccessibleLabel={`Withdraw ${channel.channelName}`} title={`Withdraw ${channel.channelName}?`}>
                  {(close) => <WithdrawConsentForm memberId={memberId} subject={{ kind: "channel", entry: entry, name: channel.channelName }} onDone={close} />}
                </ModalDialog>
              ) : (
                <ModalDialog triggerLabel="Grant" triggerVariant="primary" triggerAccessibleLabel={`Grant ${channel.channelName}`} title={`Grant contact by ${channel.channelName}`}>
                  {(close) => <GrantChannelForm memberId={memberId} channel={channel} onDone={close} />}
                </ModalDialog>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const actionIcons = { granted: Check, withdrawn: CircleSlash, changed: PencilLine } as const;
const kindLabels = { campaign: "Campaign", channel: "Channel", legal: "Legal agreement" } as const;

function ConsentHistoryTimeline({ memberId }: { memberId: number }) {
  const history = useConsentHistory(memberId);
  return (
    <section aria-labelledby="history-title" className="lg:border-l lg:border-slate-200 lg:pl-6 lg:dark:border-slate-800">
      <h2 id="history-title" className="flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="size-5" />
        History
      </h2>
      <div className="mt-3">
        {history.isPending ? (
          <LoadingState label="Loading history" />
        ) : history.isError ? (
          <ErrorState title="Could not load the history" message={messageOf(history.error)} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <EmptyState>No consent changes recorded yet.</EmptyState>
        ) : (
          <ol className="relative space-y-4 border-l border-slate-300 pl-5 dark:border-slate-700">
            {history.data.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function HistoryItem({ entry }: { entry: ConsentHistoryEntry }) {
  const Icon = actionIcons[entry.action];
  return (
    <li className="relative text-sm">
      <span className="absolute top-0.5 -left-[1.85rem] flex size-5 items-center justify-center rounded-full border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900">
        <Icon aria-hidden className="size-3" />
      </span>
      <p>
        <span className="font-medium capitalize">{entry.action}</span> · {entry.subjectName}
        <span className="text-slate-600 dark:text-slate-400"> ({kindLabels[entry.kind]})</span>
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={entry.changedOn}>{formatDateTime(entry.changedOn)}</time> by {entry.changedBy}
        {entry.captureDate ? ` · captured ${formatDateTime(entry.captureDate)}` : ""}
        {entry.guardianName ? ` · guardian ${entry.guardianName}` : ""}
      </p>
    </li>
  );
}
