import { operation } from "../../http/operation";
import { statusMemberCount, memberStatus } from "../../../contract/configuration";
import { z } from "zod";
import { pathText } from "../../http/input";

/** GET /api/configuration/statuses (sandbox-contract §5): every member status, by id. */
export const listStatuses = operation({
  method: "get",
  path: "/api/configuration/statuses",
  summary: "List member statuses",
  description: "Array of MemberStatus ordered by id. Colours are #RRGGBB upper-case, or an empty string for no colour.",
  tags: ["Configuration: statuses"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  responses: { 200: { description: "The member statuses", schema: z.array(memberStatus) } },
});

/** GET /api/configuration/statuses/{statusId}: one status, id matched case-insensitively. */
export const getStatus = operation({
  method: "get",
  path: "/api/configuration/statuses/:statusId",
  summary: "Get a member status",
  description:
    "MemberStatus; statusId is matched case-insensitively. 404 plain text 'Status ID {statusId} does not exist' when unknown.",
  tags: ["Configuration: statuses"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  // an unknown id is the 404 after the lookup, so the path id reaches the handler as sent
  input: { params: pathText(z.object({ statusId: z.string() })) },
  responses: {
    200: { description: "The member status", schema: memberStatus },
    404: { description: "Status ID {statusId} does not exist", kind: "text" },
  },
});

/** Extension: GET /api/configuration/statuses/{statusId}/member-count, for the confirmation of a behaviour change. */
export const getStatusMemberCount = operation({
  method: "get",
  path: "/api/configuration/statuses/:statusId/member-count",
  summary: "Count the members holding a status (extension)",
  extension: true,
  description:
    "{statusId, memberCount}: the members whose status is this one (statusId matched case-insensitively). 404 plain text 'Status ID {statusId} does not exist' when unknown.",
  tags: ["Configuration: statuses"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  input: { params: pathText(z.object({ statusId: z.string() })) },
  responses: {
    200: { description: "The count", schema: statusMemberCount },
    404: { description: "Status ID {statusId} does not exist", kind: "text" },
  },
});
