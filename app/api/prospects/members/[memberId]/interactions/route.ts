import { prospectApi } from "@/lib/api/prospects";
import { bffEndpoint } from "@/lib/bff/route";
import { withInteractionFieldErrors } from "@/lib/bff/interaction-problem";
import { callPlatform } from "@/lib/client/call-platform";
import { prospects } from "@/lib/platform/operations";
import { withStaffNames } from "@/lib/bff/prospect-board";

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
