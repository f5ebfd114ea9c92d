import { operation } from "../http/operation";
import { medicalConditions } from "@frontdesk/lib/contract/members";
import { medicalGate } from "./medical-record";

export const getMedicalDetails = operation({
  method: "get",
  path: "/api/members/:memberId/medical-details",
  summary: "Read a member's medical details",
  description:
    "Special-category data: every read is written to the audit log (actor, action, member). medicalConditionTypeId may point at a deactivated type; " +
    "types come from GET /api/configuration/medical-types. Unknown member gives 400, not 404.",
  tags: ["Members: medical"],
  ...medicalGate,
  memberScoped: true,
  responses: {
    200: { description: "MedicalConditions (empty array when none)", schema: medicalConditions },
    400: { description: "MemberId: {memberId} does not exist. (plain text)" },
  },
});
