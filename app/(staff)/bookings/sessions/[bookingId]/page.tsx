import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { SessionRosterScreen } from "@/components/bookings/session-roster";
import { GET as roster } from "@/app/api/bookings/[bookingId]/roster/route";
import { serverReads } from "../../../server-reads";

export const metadata: Metadata = { title: "Session roster" };

/** A session's roster, read on the server for its first paint. */
export default async function SessionRosterPage({ params }: { params: Promise<{ bookingId: string }> }) {
  const raw = (await params).bookingId;
  const bookingId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (bookingId <= 0) notFound();
  return (
    <HydrationBoundary state={await serverReads([roster.read({ params: { bookingId } })])}>
      <SessionRosterScreen bookingId={bookingId} />
    </HydrationBoundary>
  );
}
