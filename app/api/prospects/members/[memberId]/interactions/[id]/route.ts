import { prospectApi } from "@frontdesk/lib/api/prospects";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { interactionStamp } from "@frontdesk/lib/contract/record-version";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import type { Caller } from "@frontdesk/lib/client/transport";
import { withInteractionFieldErrors } from "@frontdesk/lib/bff/interaction-problem";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { prospects } from "@frontdesk/lib/platform/operations";
import { withStaffNames } from "@frontdesk/lib/bff/prospect-board";

/** The interaction as stored now, or null once removed (the platform has no single-interaction read). */
const storedInteraction = async (caller: Caller, memberId: number, id: number) =>
  (await callPlatform(caller, prospects.listInteractions, { params: { memberId }, query: {} })).find(
    (i) => i.id === id,
  ) ?? null;

/** The interaction's version as stored now, for If-Match (lib/bff/versioned.ts). */
const storedStamp = (caller: Caller, memberId: number, id: number) => async () => {
  const found = await storedInteraction(caller, memberId, id);
  return found ? interactionStamp(found) : null;
};

export const PUT = bffEndpoint(prospectApi.updateInteraction, async ({ req, caller, params, body }) => {
  const { memberId, id } = params;
  await requireUnchanged(req, storedStamp(caller, memberId, id));
  await withInteractionFieldErrors(
    callPlatform(caller, prospects.updateInteraction, { params: { memberId, id }, body }),
  );
  const stored = await storedInteraction(caller, memberId, id);
  return stored ? (await withStaffNames([stored]))[0] : undefined;
});

export const DELETE = bffEndpoint(prospectApi.deleteInteraction, async ({ req, caller, params }) => {
  const { memberId, id } = params;
  await requireUnchanged(req, storedStamp(caller, memberId, id));
  await withInteractionFieldErrors(callPlatform(caller, prospects.deleteInteraction, { params: { memberId, id } }));
});
