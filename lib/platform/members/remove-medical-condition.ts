import { lookupPath } from "../http/input";
import { and, eq } from "drizzle-orm";
import { memberMedicalConditions } from "../db/schema";
import { reply, route } from "../http/route";
import { auditMedical, conditionNotFound, medicalGate, requireMedicalMember } from "./medical-record";

export const removeMedicalCondition = route(
  {
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
  },
  async (ctx) => {
    await ctx.db.transaction(async (tx) => {
      await requireMedicalMember(tx, ctx.memberId);
      const { id, raw } = ctx.input.params.id;
      const [removed] =
        id === undefined
          ? []
          : await tx
              .delete(memberMedicalConditions)
              .where(and(eq(memberMedicalConditions.id, id), eq(memberMedicalConditions.memberId, ctx.memberId)))
              .returning({ id: memberMedicalConditions.id });
      if (!removed) throw conditionNotFound(raw, ctx.memberId);
      await auditMedical(tx, ctx.claims.sub, "medical.delete", ctx.memberId, removed.id);
    });
    return reply.empty(204);
  },
);
