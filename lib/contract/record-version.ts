/**
 * The version of an editable record, for lost-update detection: a strong ETag made
 * from a hash of the record's JSON as the platform returns it. Pure, so the BFF (which sends it
 * as `ETag` and checks `If-Match`) and the browser (which keeps the version a form was read at)
 * compute the same value from the same record. Not a security hash: it only has to change when
 * the record does (cyrb53, two 32-bit lanes, so no Web Crypto, which plain-HTTP desk PCs lack).
 */
export function recordVersion(record: unknown): string {
  const text = JSON.stringify(record ?? null);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, "0");
  return `"${hex(h2)}${hex(h1)}"`;
}

/** The 412 problem's words: what the person sees when someone else saved first. */
export const recordChangedMessage = "This record was changed by someone else since you opened it.";

/**
 * What versions a prospect interaction: the platform re-stamps lastActionDate and lastActionUserId on
 * every update (endpoint 10), so the board's copy of a card (whose column the board may read as
 * overdue) and the member's interaction list give the same version.
 */
export const interactionStamp = (interaction: { id: number; lastActionDate: string; lastActionUserId: string }) => ({
  id: interaction.id,
  lastActionDate: interaction.lastActionDate,
  lastActionUserId: interaction.lastActionUserId,
});
