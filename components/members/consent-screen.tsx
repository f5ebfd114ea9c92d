"use client";

import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { messageOf } from "@/lib/contract/problem";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { CampaignSection } from "./consent-campaigns";
import { ChannelSection } from "./consent-channels";
import { ConsentAsAt } from "./consent-as-at";
import { ConsentHistoryTimeline } from "./consent-history";
import { LegalAgreements } from "./consent-legal";
import { useMemberConsent, useMemberOverview } from "./queries";

/**
 * A member's consent: legal agreements, marketing campaigns (consent) and data-processing
 * campaigns (lawful basis) apart, channels, and the history. Absence is "not held", never
 * "refused" (spec: consent semantics). Its parts: consent-legal, consent-campaigns, consent-channels
 * and consent-history (sections), consent-rows (their hooks), consent-parts (shared pieces); the
 * writes are consent-forms (grant), consent-withdraw-form and consent-legal-form.
 */
export function ConsentScreen({ memberId }: { memberId: number }) {
  const overview = useMemberOverview(memberId);
  const consent = useMemberConsent(memberId);
  const name = overview.data ? `${overview.data.firstName} ${overview.data.lastName}` : `Member #${memberId}`;
  // A guardian may have consented for a member who is (or was at capture) under 16.
  const askGuardian = overview.data?.age == null || overview.data.age < 18;

  return (
    <div className="mx-auto max-w-5xl">
      <Link
        href={`/members/${memberId}`}
        className="inline-flex items-center gap-1 rounded text-sm text-blue-700 hover:underline dark:text-sky-400"
      >
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
          <ErrorState
            title="Could not load consent"
            message={messageOf(consent.error)}
            onRetry={() => void consent.refetch()}
          />
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
            <ConsentAsAt memberId={memberId} />
          </div>
          <ConsentHistoryTimeline memberId={memberId} />
        </div>
      )}
    </div>
  );
}
