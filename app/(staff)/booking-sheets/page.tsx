import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BookingSheetScreen } from "@/components/booking-sheets/booking-sheet-screen";
import { visibleRange } from "@/components/booking-sheets/sheet-range";
import { getStaffSession } from "@/lib/auth/session";
import { getSheetStart } from "@/lib/bff/booking-sheet-start";
import { venueSettingsFromEnv } from "@/lib/server/venue-settings";
import { siteToday } from "@/lib/venue/format";

export const metadata: Metadata = { title: "Booking sheets" };

export default async function BookingSheetsPage() {
  const session = await getStaffSession();
  if (!session) redirect("/sign-in");
  // The sheet's first reads happen here, as the screen's /api reads would make them, so the first paint shows this
  // week's sheet (no wait for the scripts, the declarations and two requests); any failure is left to the screen's reads.
  const today = siteToday({ timeZone: venueSettingsFromEnv().timeZone });
  const { from, to } = visibleRange("week", today);
  const caller = { staffId: session.staffId, role: session.role };
  const start = await getSheetStart(caller, from, to).catch(() => undefined);
  return <BookingSheetScreen start={start} />;
}
