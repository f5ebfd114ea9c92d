import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { BookingSheetScreen } from "@/components/booking-sheets/booking-sheet-screen";
import { getStaffSession } from "@/lib/auth/session";
import { venueSettingsFromEnv } from "@/lib/server/venue-settings";
import { siteToday } from "@/lib/venue/format";
import { sheetFirstReads } from "./first-reads";

export const metadata: Metadata = { title: "Booking sheets" };

/** The sites and this week's sheet are read with the page (./first-reads.ts), so the first paint shows the sheet. */
export default async function BookingSheetsPage() {
  if (!(await getStaffSession())) redirect("/sign-in");
  const today = siteToday({ timeZone: venueSettingsFromEnv().timeZone });
  return (
    <HydrationBoundary state={await sheetFirstReads(today)}>
      <BookingSheetScreen />
    </HydrationBoundary>
  );
}
