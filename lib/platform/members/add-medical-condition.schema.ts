import { operation } from "../http/operation";
import { medicalCondition, addMedicalConditionRequest } from "@frontdesk/lib/contract/members";
import { medicalGate } from "./medical-record";

export const addMedicalCondition = operation({
  method: "post",
  path: "/api/members/:memberId/medical-details",
  summary: "Add a medical condition to a member",
  description:
    "Special-category data, audited. medicalNote is arbitrary text with no length limit (omitted gives an empty note). A deactivated type cannot be assigned to a new condition. Failures are plain text.",
  tags: ["Members: medical"],
  ...medicalGate,
  memberScoped: true,
  input: { body: addMedicalConditionRequest },
  responses: {
    201: { description: "The new condition", schema: medicalCondition },
    400: {
      description:
        "MemberId: {memberId} does not exist. / Medical condition type {id} does not exist. / validation (plain text)",
    },
  },
});
