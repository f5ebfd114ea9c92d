import type { MemberOverview } from "@/lib/contract/members";
type Status = Pick<NonNullable<MemberOverview["status"]>, "description" | "backColourHex" | "textColourHex">;

/** A member status in the operator's colours; an empty colour means none (neutral badge). */
export function StatusBadge({ status }: { status: Status | null }) {
  if (!status)
    return (
      <span className="inline-flex rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-300">
        No status
      </span>
    );
  const coloured = status.backColourHex !== "";
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${coloured ? "" : "border border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200"}`}
      style={coloured ? { backgroundColor: status.backColourHex, color: status.textColourHex || undefined } : undefined}
    >
      {status.description}
    </span>
  );
}
