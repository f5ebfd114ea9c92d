import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageWords } from "@/components/ui/page-words";
import { redirect } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { WaitingListsScreen } from "@/components/bookings/waiting-lists-screen";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { venueSettingsFromEnv } from "@frontdesk/lib/server/venue-settings";
import { siteToday } from "@frontdesk/lib/venue/format";
import { readingSession } from "../../server-reads";
import { waitingListsFirstReads } from "./first-reads";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Bookings"))("pageTitleLists") };
}

/** ?site=&date=yyyy-MM-dd&session= opens one session's list (the member alert banner links here). */
export default async function WaitingListsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await getStaffSession())) redirect("/sign-in");
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : undefined);
  const bookingId = Number(one("session"));
  const date = one("date");
  const day =
    date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : siteToday({ timeZone: venueSettingsFromEnv().timeZone });
  const reading = await readingSession(); // nobody for a router prefetch
  return (
    <HydrationBoundary state={reading && (await waitingListsFirstReads(reading, day, one("site")))}>
      <PageWords namespaces={["Bookings"]}>
        <WaitingListsScreen
          // keyed by the address: a link to another session from this screen opens that session
          key={[one("site"), date, bookingId].join("|")}
          initialSiteId={one("site")}
          initialDate={day}
          initialSession={Number.isInteger(bookingId) && bookingId > 0 ? bookingId : undefined}
        />
      </PageWords>
    </HydrationBoundary>
  );
}
