/**
 * The door's rules and words a screen needs at once, without zod (a leaf: lib/contract/visits.ts holds the schemas and
 * loads with the area's declarations): how a visit was made, the repeat window, a card number as stored.
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
