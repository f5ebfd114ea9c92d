import { operation } from "../http/operation";
import { detailChecks, confirmDetailsRequest } from "@frontdesk/lib/contract/members";

/** Reading and confirming a member's details at the desk (sales do not). */
const detailCheckGate = { products: ["FOH"], features: ["FOHGENERIC"] };

const notFound = { description: "Member with ID {memberId} does not exist (plain text)" };

export const getDetailChecks = operation({
  method: "get",
  path: "/api/members/:memberId/detail-checks",
  summary: "When a member's details were last confirmed (front-desk extension)",
  description:
    "Not in the spec. For contactDetails, addresses and medicalDetails: when each was last confirmed with the member, how " +
    "(checked at the desk, changed by an edit, or as given when joining) and by whom (the token's subject). Member-scoped.",
  tags: ["Members: front desk"],
  ...detailCheckGate,
  memberScoped: true,
  responses: { 200: { description: "One entry per area", schema: detailChecks }, 404: notFound },
});

export const confirmDetails = operation({
  method: "post",
  path: "/api/members/:memberId/detail-checks",
  summary: "Record that a member's details were checked and are still correct (front-desk extension)",
  description:
    "Not in the spec. Records, for each area named, that it was confirmed with the member now by the token's subject; " +
    "changes no detail. Answers the areas as GET does. Member-scoped; one transaction.",
  tags: ["Members: front desk"],
  ...detailCheckGate,
  memberScoped: true,
  input: { body: confirmDetailsRequest },
  responses: {
    200: { description: "One entry per area, after the check", schema: detailChecks },
    400: { description: "Choose which details were checked. / Each kind of detail can be named once. (plain text)" },
    404: notFound,
  },
});
