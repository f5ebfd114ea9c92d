import type { BoardResponse } from "@frontdesk/lib/contract/prospects";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import type { Caller } from "@frontdesk/lib/client/transport";
import { prospects } from "@frontdesk/lib/platform/operations";
import { staffNamesOf } from "./audit";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/**
 * Interactions with the name of the staff member each is scheduled with, as the data-access audit names
 * them: "Sam Sales", not "sales". A username no staff member has is left as stored.
 */
export async function withStaffNames<T extends { scheduledWith: string | null }>(
  interactions: T[],
): Promise<(T & { scheduledWithName?: string })[]> {
  const names = await staffNamesOf(interactions.flatMap((i) => (i.scheduledWith ? [i.scheduledWith] : [])));
  return interactions.map((i) => {
    const name = i.scheduledWith ? names[i.scheduledWith] : undefined;
    return name ? { ...i, scheduledWithName: name } : i;
  });
}

/** A page of the board, its interactions named (withStaffNames). */
export const boardPageNamed = async (page: BoardResponse): Promise<BoardResponse> => ({
  ...page,
  data: await withStaffNames(page.data),
});

type Catalogue = Awaited<ReturnType<typeof readInteractionCatalogue>>;

/** process-wide: the route modules and the pages' bundles share it */
const catalogueKept = () =>
  processWide("interaction catalogue", () => ({
    entry: undefined as { until: number; answer: Promise<Catalogue> } | undefined,
  }));

/** How long the catalogue is reused: the platform has no writes for it, and a venue's own changes show within it. */
export const catalogueReuseMs = 60_000;

/**
 * The interaction types, each with its sub types and outcomes: what the board's pickers offer. Reference data, read
 * from the platform once a minute, not on every board: it is 1 + 2 calls a type (17 queries on the demo's four types),
 * more than the board's four columns together. A failed read is not kept.
 */
export function getInteractionCatalogue(caller: Caller): Promise<Catalogue> {
  const slot = catalogueKept();
  const kept = slot.entry;
  if (kept && kept.until > Date.now()) return kept.answer;
  const answer = readInteractionCatalogue(caller);
  const entry = (slot.entry = { until: Date.now() + catalogueReuseMs, answer });
  answer.catch(() => {
    if (slot.entry === entry) slot.entry = undefined;
  });
  return answer;
}

async function readInteractionCatalogue(caller: Caller) {
  const types = await callPlatform(caller, prospects.listInteractionTypes);
  return Promise.all(
    types.map(async (type) => {
      const params = { typeId: type.id };
      const [subTypes, outcomes] = await Promise.all([
        callPlatform(caller, prospects.listInteractionSubTypes, { params }),
        callPlatform(caller, prospects.listInteractionOutcomes, { params }),
      ]);
      return { ...type, subTypes, outcomes };
    }),
  );
}
