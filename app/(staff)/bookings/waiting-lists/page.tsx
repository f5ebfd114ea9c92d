import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { WaitingListsScreen } from "@/components/bookings/waiting-lists-screen";
import { getStaffSession } from "@/lib/auth/session";
import { getWaitingListsStart } from "@/lib/bff/waiting-lists-start";
import { venueSettingsFromEnv } from "@/lib/server/venue-settings";
import { siteToday } from "@/lib/venue/format";

export const metadata: Metadata = { title: "Waiting lists" };

/** ?site=&date=yyyy-MM-dd&session= opens one session's list (the member alert banner links here). */
export default async function WaitingListsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await getStaffSession();
  if (!session) redirect("/sign-in");
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : undefined);
  const bookingId = Number(one("session"));
  const date = one("date");
  const initialDate = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  // The screen's first reads happen here, as its /api reads would make them, so the first paint shows the day's
  // sessions (no wait for the scripts, the declarations and two requests); any failure is left to the screen's reads.
  const caller = { staffId: session.staffId, role: session.role };
  const day = initialDate ?? siteToday({ timeZone: venueSettingsFromEnv().timeZone });
  const start = await getWaitingListsStart(caller, day, one("site")).catch(() => undefined);
  return (
    <WaitingListsScreen
      // keyed by the address: a link to another session from this screen opens that session
      key={[one("site"), date, bookingId].join("|")}
      initialSiteId={one("site")}
      initialDate={initialDate}
      initialSession={Number.isInteger(bookingId) && bookingId > 0 ? bookingId : undefined}
      start={start}
    />
  );
}
