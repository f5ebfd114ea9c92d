import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ProspectBoard } from "@/components/prospects/prospect-board";
import { getStaffSession } from "@/lib/auth/session";
import { getBoardStart } from "@/lib/bff/prospect-board";
import { canOpen } from "@/lib/contract/roles";

export const metadata: Metadata = { title: "Prospects" };

/** The sales board of prospect interactions. */
export default async function ProspectsPage() {
  const session = await getStaffSession();
  if (!session) redirect("/sign-in");
  // The board's first read happens here, as its /api reads would make it, so the first paint shows the
  // cards (no wait for the scripts and five more requests); any failure is left to the board's own reads.
  const caller = { staffId: session.staffId, role: session.role };
  const start = canOpen(session.role, "/prospects") ? await getBoardStart(caller).catch(() => undefined) : undefined;
  return <ProspectBoard staffId={session.staffId} start={start} />;
}
