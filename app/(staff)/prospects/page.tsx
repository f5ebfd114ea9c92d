import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ProspectBoard } from "@/components/prospects/prospect-board";
import { getStaffSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Prospects" };

/** The sales board of prospect interactions. */
export default async function ProspectsPage() {
  const session = await getStaffSession();
  if (!session) redirect("/sign-in");
  return <ProspectBoard staffId={session.staffId} />;
}
