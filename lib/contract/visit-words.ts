import type { SiteVisit } from "./visits";

/**
 * The door's rules and words a screen needs at once, without zod (a leaf: lib/contract/visits.ts holds the schemas and
 * loads with the area's declarations): how a visit was made, the repeat window, a card number as stored, the filter
 * of "who is in".
 */

/** How a member came in: their card scanned, found by name, or let in anyway by staff with a reason. */
export const visitMethods = ["scan", "name", "override"] as const;
export type VisitMethod = (typeof visitMethods)[number];

/** A second scan of the same member at the same site within this many minutes is the same visit. */
export const repeatScanMinutes = 5;

/** How a visit was made, in the desk's words (the screen, the CSV, the member's data export). */
export const visitMethodWords: Record<VisitMethod, string> = {
  scan: "Card scanned",
  name: "Found by name",
  override: "Let in anyway",
};

/**
 * A card number as stored: what a scanner or a person typed, without spaces or dashes, upper case; an all-digit
 * number without its leading zeros (scanners pad some barcodes). Empty when nothing usable is left.
 */
export const normaliseCardNumber = (typed: string) => {
  const compact = typed.replace(/[\s-]+/g, "").toUpperCase();
  return /^\d+$/.test(compact) ? compact.replace(/^0+(?=\d)/, "") : compact;
};

/** "Who is in"'s filter: a name or member number the visit's member matches, and how they came in. */
export interface VisitFilter {
  search?: string;
  method?: VisitMethod;
}

/** Whether a visit of a site's day passes the filter: the screen's list and its CSV read it here, once. */
export function visitMatches(v: SiteVisit, { search, method }: VisitFilter): boolean {
  if (method && v.method !== method) return false;
  const words = (search ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const name = `${v.firstName ?? ""} ${v.lastName ?? ""}`.toLowerCase();
  return words.every((word) => name.includes(word) || String(v.memberId) === word.replace(/^#/, ""));
}
