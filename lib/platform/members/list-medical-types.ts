import { asc } from "drizzle-orm";
import { z } from "zod";
import { medicalConditionTypes } from "../db/schema";
import { reply, route } from "../http/route";
import { medicalConditionType } from "@/lib/contract/members";
import { medicalGate } from "./medical-record";

export const listMedicalTypes = route(
  {
    method: "get",
    path: "/api/configuration/medical-types",
    summary: "List medical condition types",
    description:
      "Every type, deactivated ones included and marked active false (existing conditions may still point at them; new conditions cannot).",
    tags: ["Members: medical"],
    ...medicalGate,
    responses: { 200: { description: "Types by name", schema: z.array(medicalConditionType) } },
  },
  async (ctx) => {
    const rows = await ctx.db
      .select({ id: medicalConditionTypes.id, name: medicalConditionTypes.name, active: medicalConditionTypes.active })
      .from(medicalConditionTypes)
      .orderBy(asc(medicalConditionTypes.name), asc(medicalConditionTypes.id));
    return reply.json(rows);
  },
);
