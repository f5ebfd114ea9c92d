import { operation } from "../http/operation";
import { lookupPath } from "../http/input";
import { medicalGate } from "./medical-record";

export const removeMedicalCondition = operation({
  method: "delete",
  path: "/api/members/:memberId/medical-details/:id",
  summary: "Remove a member's medical condition",
  description: "id is the condition record id. Special-category data, audited.",
  tags: ["Members: medical"],
  ...medicalGate,
  memberScoped: true,
  // an id that is not a positive int32 is never found: the 404 after the member's 400
  input: { params: lookupPath(["id"]) },
  responses: {
    204: { description: "Removed" },
    400: { description: "MemberId: {memberId} does not exist." },
    404: { description: "Medical condition {id} was not found for member {memberId}." },
  },
});
