import { operation } from "../http/operation";
import { medicalCondition, updateMedicalConditionRequest } from "@frontdesk/lib/contract/members";
import { objectBody, parseWith, lookupPath } from "../http/input";
import { medicalGate } from "./medical-record";

export const updateMedicalCondition = operation({
  method: "put",
  path: "/api/members/:memberId/medical-details/:id",
  summary: "Change a member's medical condition",
  description:
    "id is the condition record id (not the type id). An omitted field keeps its value. A condition may keep a deactivated type but cannot be moved to one. Special-category data, audited.",
  tags: ["Members: medical"],
  ...medicalGate,
  memberScoped: true,
  // an id that is not a positive int32 is never found: the 404 after the body's and the member's 400s
  input: {
    params: lookupPath(["id"]),
    body: {
      schema: updateMedicalConditionRequest,
      parse: (raw: unknown) => parseWith(updateMedicalConditionRequest, "text", objectBody("text", raw, {})),
    },
  },
  responses: {
    200: { description: "The changed condition", schema: medicalCondition },
    400: {
      description:
        "MemberId: {memberId} does not exist. / Medical condition type {id} does not exist. / validation (plain text)",
    },
    404: { description: "Medical condition {id} was not found for member {memberId}." },
  },
});
