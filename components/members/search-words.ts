import { formatCount, isCapped } from "@/lib/venue/count";

/**
 * What a member search says about its results. The platform counts matches up to 1,000 and
 * answers 1,001 beyond: that total is "1,000+", never an exact number.
 */
export function searchSummary({ total, from, to }: { total: number; from: number; to: number }): string {
  if (total === to - from + 1 && !isCapped(total)) return `${formatCount(total)} ${total === 1 ? "member" : "members"}`;
  return `Members ${formatCount(from, Infinity)} to ${formatCount(to, Infinity)} of ${formatCount(total)}, best matches first`;
}

/** The header search's status line and its link to the full list. */
export const quickSearchStatus = (shown: number, total: number) =>
  `${shown} of ${formatCount(total)} members. Enter opens the first.`;
export const showAllMatches = (total: number) => `Show all ${formatCount(total)} matches`;

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
