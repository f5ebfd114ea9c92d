import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { getStaffSession } from "@/lib/auth/session";
import { StaffShell } from "@/components/shell/staff-shell";
import { DatabaseMaintenance } from "@/components/shell/database-maintenance";
import { isDatabaseUnavailable } from "@/lib/server/database-outage";

/** Every staff screen sits in the shell: navigation by role, member search, user and theme. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const session = await getStaffSession().catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return "database restarting" as const;
    throw error;
  });
  if (session === "database restarting") return <DatabaseMaintenance />;
  if (!session) redirect("/sign-in");
  // The database's word, should the cookie's mark be behind it (the proxy reads the cookie): the second step first.
  if (session.pending) redirect("/second-factor");
  return <StaffShell session={session}>{children}</StaffShell>;
}
