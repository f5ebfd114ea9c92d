import { operation } from "../http/operation";
import { medicalConditionType } from "@frontdesk/lib/contract/members";
import { z } from "zod";
import { medicalGate } from "./medical-record";

export const listMedicalTypes = operation({
  method: "get",
  path: "/api/configuration/medical-types",
  summary: "List medical condition types",
  description:
    "Every type, deactivated ones included and marked active false (existing conditions may still point at them; new conditions cannot).",
  tags: ["Members: medical"],
  ...medicalGate,
  responses: { 200: { description: "Types by name", schema: z.array(medicalConditionType) } },
});
