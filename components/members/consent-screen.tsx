"use client";

import { QueryState } from "@/components/ui/states";
import { CampaignSection } from "./consent-campaigns";
import { ChannelSection } from "./consent-channels";
import { ConsentAsAt } from "./consent-as-at";
import { ConsentHistoryTimeline } from "./consent-history";
import { LegalAgreements } from "./consent-legal";
import { RecordFrame } from "./record-frame";
import { useMemberConsent, useMemberOverview } from "./queries";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * A member's consent: legal agreements, marketing campaigns (consent) and data-processing
 * campaigns (lawful basis) apart, channels, and the history. Absence is "not held", never
 * "refused" (spec: consent semantics). Its parts: consent-legal, consent-campaigns, consent-channels
 * and consent-history (sections), consent-rows (their hooks), consent-parts (shared pieces); the
 * writes are consent-forms (grant), consent-withdraw-form and consent-legal-form.
 */
export function ConsentScreen({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const overview = useMemberOverview(memberId);
  const consent = useMemberConsent(memberId);
  // A guardian may have consented for a member who is (or was at capture) under 16.
  const askGuardian = overview.data?.age == null || overview.data.age < 18;

  return (
    <RecordFrame memberId={memberId} title={t("tile.consent")}>
      <QueryState query={consent} loading={t("consent.loading")} failed={t("consent.failed")}>
        {(data) => (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="space-y-8">
              <LegalAgreements consent={data} />
              <CampaignSection
                memberId={memberId}
                list="marketing-campaigns"
                title={t("consent.marketing")}
                description={t("consent.marketingIntro")}
                held={data.campaignPreferences.marketingCampaigns}
                askGuardian={askGuardian}
              />
              <CampaignSection
                memberId={memberId}
                list="data-processing"
                title={t("consent.dataProcessing")}
                description={t("consent.dataProcessingIntro")}
                held={data.campaignPreferences.dataCampaigns}
                askGuardian={askGuardian}
              />
              <ChannelSection memberId={memberId} held={data.campaignPreferences.communicationTypes} />
              <ConsentAsAt memberId={memberId} />
            </div>
            <ConsentHistoryTimeline memberId={memberId} />
          </div>
        )}
      </QueryState>
    </RecordFrame>
  );
}
