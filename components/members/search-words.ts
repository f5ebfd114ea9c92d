import type { Words } from "@/components/ui/catalogue";
import { formatCount, isCapped } from "@frontdesk/lib/venue/count";

/**
 * What a member search says about its results (messages/*.json, MemberSearch). The platform counts matches up to
 * 1,000 and answers 1,001 beyond: that total is "1,000+", never an exact number.
 */
export function searchSummary(t: Words, { total, from, to }: { total: number; from: number; to: number }): string {
  if (total === to - from + 1 && !isCapped(total)) return t("summaryAll", { count: total, total: formatCount(total) });
  return t("summaryRange", {
    from: formatCount(from, Infinity),
    to: formatCount(to, Infinity),
    total: formatCount(total),
  });
}

/** The header search's status line and its link to the full list. */
export const quickSearchStatus = (t: Words, shown: number, total: number) =>
  t("quickStatus", { shown, total: formatCount(total) });
export const showAllMatches = (t: Words, total: number) => t("showAll", { total: formatCount(total) });

/** Whether a page follows this one: a capped total does not say where the matches end. */
export const hasNextPage = ({
  total,
  to,
  shown,
  pageSize,
}: {
  total: number;
  to: number;
  shown: number;
  pageSize: number;
}) => (isCapped(total) ? shown === pageSize : to < total);
