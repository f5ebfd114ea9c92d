import { asc } from "drizzle-orm";
import { medicalConditionTypes } from "../db/schema";
import { route } from "../http/route";
import * as declared from "./list-medical-types.schema";

export const listMedicalTypes = route(declared.listMedicalTypes, async (ctx) => {
  const rows = await ctx.db
    .select({ id: medicalConditionTypes.id, name: medicalConditionTypes.name, active: medicalConditionTypes.active })
    .from(medicalConditionTypes)
    .orderBy(asc(medicalConditionTypes.name), asc(medicalConditionTypes.id));
  return ctx.answer(200, rows);
});
