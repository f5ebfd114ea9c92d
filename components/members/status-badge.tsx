import type { MemberOverview } from "@frontdesk/lib/contract/members";
import { readableColours } from "@frontdesk/lib/domain/readable-colours";
import { useTranslations } from "@/components/ui/catalogue";
type Status = Pick<NonNullable<MemberOverview["status"]>, "description" | "backColourHex" | "textColourHex">;

/**
 * A member status in the operator's colours; an empty colour means none (neutral badge). A pair that
 * fails WCAG AA is shown with a readable text colour (the warning stays on the statuses screen).
 */
export function StatusBadge({ status }: { status: Status | null }) {
  const t = useTranslations("MemberSearch");
  if (!status)
    return (
      <span className="inline-flex rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-300">
        {t("noStatus")}
      </span>
    );
  const colours = readableColours(status.backColourHex, status.textColourHex);
  const coloured = colours !== undefined;
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${coloured ? "" : "border border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200"}`}
      style={colours && { backgroundColor: colours.backgroundColor, color: colours.color }}
    >
      {status.description}
    </span>
  );
}
