import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { getStaffSession } from "@/lib/auth/session";
import { StaffShell } from "@/components/shell/staff-shell";

/** Every staff screen sits in the shell: navigation by role, member search, user and theme. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const session = await getStaffSession();
  if (!session) redirect("/sign-in");
  return <StaffShell session={session}>{children}</StaffShell>;
}
