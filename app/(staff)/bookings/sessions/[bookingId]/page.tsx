import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageWords } from "@/components/ui/page-words";
import { notFound } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { SessionRosterScreen } from "@/components/bookings/session-roster";
import { GET as roster } from "@/app/api/bookings/[bookingId]/roster/route";
import { serverReads } from "../../../server-reads";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Bookings"))("pageTitleRoster") };
}

/** A session's roster, read on the server for its first paint. */
export default async function SessionRosterPage({ params }: { params: Promise<{ bookingId: string }> }) {
  const raw = (await params).bookingId;
  const bookingId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (bookingId <= 0) notFound();
  return (
    <HydrationBoundary state={await serverReads([roster.read({ params: { bookingId } })])}>
      <PageWords namespaces={["Bookings", "Live"]}>
        <SessionRosterScreen bookingId={bookingId} />
      </PageWords>
    </HydrationBoundary>
  );
}
