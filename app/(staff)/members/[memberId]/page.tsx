import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HydrationBoundary } from "@tanstack/react-query";
import { MemberOverviewScreen } from "@/components/members/member-overview";
import { PageWords } from "@/components/ui/page-words";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { can } from "@frontdesk/lib/contract/roles";
import { serverReads } from "../../server-reads";
import { memberReads } from "./first-reads";
import { memberIdOf } from "./member-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Members"))("pageTitleMember") };
}

export default async function MemberOverviewPage({ params }: { params: Promise<{ memberId: string }> }) {
  const memberId = await memberIdOf(params);
  const session = await getStaffSession();
  const showRecord = !!session && can(session.role, "members.records");
  // The overview and every read its record waits for are read here (lib/bff's routes, their audit rows
  // included), so the first paint shows the member and the tiles, with no wait for the scripts and ten requests.
  const r = memberReads(memberId);
  const state = await serverReads(
    showRecord
      ? [
          r.overview,
          r.consent,
          r.recurringCard,
          r.medical,
          r.addresses,
          r.wallet,
          r.waitingLists,
          r.detailChecks,
          r.latestBooking,
          r.upcomingBookings,
          r.bookingHistory,
          r.memberMessages,
          r.memberVisits,
          r.memberCards,
          r.memberLanguage,
        ]
      : [r.overview],
  );
  return (
    <HydrationBoundary state={state}>
      {/* the other areas' tiles: bookings, messages, visits (Door), and retention under data rights */}
      <PageWords namespaces={["Bookings", "Messages", "Door", "Retention", "MemberLanguage", "Live"]}>
        <MemberOverviewScreen
          memberId={memberId}
          showRecord={showRecord}
          dataRights={!!session && can(session.role, "members.dataRights")}
          canOverride={!!session && can(session.role, "bookings.override")}
        />
      </PageWords>
    </HydrationBoundary>
  );
}
