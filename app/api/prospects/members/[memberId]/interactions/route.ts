import { prospectApi } from "@frontdesk/lib/api/prospects";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { withInteractionFieldErrors } from "@frontdesk/lib/bff/interaction-problem";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { prospects } from "@frontdesk/lib/platform/operations";
import { withStaffNames } from "@frontdesk/lib/bff/prospect-board";

export const GET = bffEndpoint(prospectApi.interactions, async ({ caller, params }) =>
  withStaffNames(
    await callPlatform(caller, prospects.listInteractions, { params: { memberId: params.memberId }, query: {} }),
  ),
);

export const POST = bffEndpoint(prospectApi.createInteraction, async ({ caller, params, body }) => {
  const created = await withInteractionFieldErrors(
    callPlatform(caller, prospects.createInteraction, { params: { memberId: params.memberId }, body }),
  );
  const [named] = await withStaffNames([created]);
  return Response.json(named, { status: 201 });
});
