import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HydrationBoundary } from "@tanstack/react-query";
import { MemberBookingsScreen } from "@/components/bookings/member-bookings-screen";
import { PageWords } from "@/components/ui/page-words";
import { serverReads } from "../../../server-reads";
import { memberReads } from "../first-reads";
import { memberIdOf } from "../member-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Members"))("bookingsTitle") };
}

/** The screen's first reads are made on the server (./first-reads): its first paint shows the record. */
export default async function MemberBookingsPage({ params }: { params: Promise<{ memberId: string }> }) {
  const memberId = await memberIdOf(params);
  const r = memberReads(memberId);
  return (
    <HydrationBoundary
      state={await serverReads([
        r.overview,
        r.pastBookings,
        r.activities,
        r.comingPlaces,
        r.comingSlots,
        r.bookingHistory,
      ])}
    >
      <PageWords namespaces={["Bookings", "Live"]}>
        <MemberBookingsScreen memberId={memberId} />
      </PageWords>
    </HydrationBoundary>
  );
}
