import { prospectApi } from "@/lib/api/prospects";
import { bffEndpoint } from "@/lib/bff/route";
import { createInteraction, listMemberInteractions } from "@/lib/client/prospects";
import { withInteractionFieldErrors } from "@/lib/bff/interaction-problem";

export const GET = bffEndpoint(prospectApi.interactions, async ({ caller, params }) =>
  listMemberInteractions(caller, params.memberId),
);

export const POST = bffEndpoint(prospectApi.createInteraction, async ({ caller, params, body }) => {
  const created = await withInteractionFieldErrors(createInteraction(caller, params.memberId, body));
  return Response.json(created, { status: 201 });
});
