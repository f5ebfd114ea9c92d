import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { BookingSheetScreen } from "@/components/booking-sheets/booking-sheet-screen";
import { PageWords } from "@/components/ui/page-words";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { venueSettingsFromEnv } from "@frontdesk/lib/server/venue-settings";
import { siteToday } from "@frontdesk/lib/venue/format";
import { readingSession } from "../server-reads";
import { sheetFirstReads } from "./first-reads";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("BookingSheets"))("title") };
}

/** The sites and this week's sheet are read with the page (./first-reads.ts), so the first paint shows the sheet. */
export default async function BookingSheetsPage() {
  if (!(await getStaffSession())) redirect("/sign-in");
  const today = siteToday({ timeZone: venueSettingsFromEnv().timeZone });
  const reading = await readingSession(); // nobody for a router prefetch
  return (
    <HydrationBoundary state={reading && (await sheetFirstReads(reading, today))}>
      <PageWords namespaces={["BookingSheets"]}>
        <BookingSheetScreen />
      </PageWords>
    </HydrationBoundary>
  );
}
