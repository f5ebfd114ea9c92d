import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DataAccessScreen } from "@/components/staff/data-access-screen";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { canOpen } from "@frontdesk/lib/contract/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("StaffAccounts"))("access.title") };
}

export default async function DataAccessPage() {
  const session = await getStaffSession();
  // A member ID links to the member's overview only for a role that may open it (not an admin, today).
  return <DataAccessScreen memberLinks={!!session && canOpen(session.role, "/members/1")} />;
}
