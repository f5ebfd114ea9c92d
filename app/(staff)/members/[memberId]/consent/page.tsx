import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HydrationBoundary } from "@tanstack/react-query";
import { ConsentScreen } from "@/components/members/consent-screen";
import { serverReads } from "../../../server-reads";
import { memberReads } from "../first-reads";
import { memberIdOf } from "../member-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Members"))("tile.consent") };
}

/** The screen's first reads are made on the server (./first-reads): its first paint shows the record. */
export default async function MemberConsentPage({ params }: { params: Promise<{ memberId: string }> }) {
  const memberId = await memberIdOf(params);
  const r = memberReads(memberId);
  return (
    <HydrationBoundary
      state={await serverReads([
        r.overview,
        r.consent,
        r.consentHistory,
        r.marketingCampaigns,
        r.dataProcessingCampaigns,
        r.communicationChannels,
      ])}
    >
      <ConsentScreen memberId={memberId} />
    </HydrationBoundary>
  );
}
