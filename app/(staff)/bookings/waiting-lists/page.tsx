import type { Metadata } from "next";
import { WaitingListsScreen } from "@/components/bookings/waiting-lists-screen";

export const metadata: Metadata = { title: "Waiting lists" };

/** ?site=&date=yyyy-MM-dd&session= opens one session's list (the member alert banner links here). */
export default async function WaitingListsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : undefined);
  const session = Number(one("session"));
  const date = one("date");
  return (
    <WaitingListsScreen
      // keyed by the address: a link to another session from this screen opens that session
      key={[one("site"), date, session].join("|")}
      initialSiteId={one("site")}
      initialDate={date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined}
      initialSession={Number.isInteger(session) && session > 0 ? session : undefined}
    />
  );
}
