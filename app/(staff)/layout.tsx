import type { ReactNode } from "react";
import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { pageAddressHeader, secondFactorStep } from "@frontdesk/lib/auth/redirect";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { StaffShell } from "@/components/shell/staff-shell";
import { DatabaseMaintenance } from "@/components/shell/database-maintenance";
import { isDatabaseUnavailable } from "@frontdesk/lib/server/database-outage";
import { isLocale } from "@frontdesk/lib/contract/locales";
import { saveMyLanguage } from "./account/language-actions";

/** Every staff screen sits in the shell: navigation by role, member search, user and theme. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const session = await getStaffSession().catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return "database restarting" as const;
    throw error;
  });
  if (session === "database restarting") return <DatabaseMaintenance />;
  if (!session) redirect("/sign-in");
  // A session that still owes its second factor (the database's word, never the cookie's) does that first.
  if (session.pending) redirect(secondFactorStep((await headers()).get(pageAddressHeader)));
  const locale = await getLocale();
  return (
    <StaffShell session={session} language={isLocale(locale) ? locale : "en"} saveLanguage={saveMyLanguage}>
      {children}
    </StaffShell>
  );
}
