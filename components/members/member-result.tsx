import type { ReactNode } from "react";
import type { MemberSearchItem } from "@frontdesk/lib/contract/members";
import { StatusBadge } from "./status-badge";

export const fullName = (m: MemberSearchItem) => `${m.firstName} ${m.lastName}`;

/** The row of a member search result's option (the shell's search and the member picker alike). */
export const memberResultRowClass = "flex items-center justify-between gap-3 px-3 py-2 text-sm";

/**
 * One member search result: the name (with its flags, where the list shows them), the number,
 * email and phone, so two people of one name are told apart, and the status.
 */
export function MemberResult({ member, flags }: { member: MemberSearchItem; flags?: ReactNode }) {
  return (
    <>
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{fullName(member)}</span>
          {flags}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          #{member.memberId}
          {member.email ? ` · ${member.email}` : ""}
          {member.phone ? ` · ${member.phone}` : ""}
        </span>
      </span>
      <StatusBadge status={member.status} />
    </>
  );
}
