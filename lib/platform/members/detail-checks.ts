import { eq, sql } from "drizzle-orm";
import {
  confirmDetailsRequest,
  detailAreas,
  detailChecks,
  type DetailArea,
  type DetailCheck,
} from "@/lib/contract/members";
import type { Executor } from "../db/client";
import { memberDetailChecks } from "../db/schema";
import { reply, route } from "../http/route";
import { requireMember } from "./member-record";

/** Reading and confirming a member's details at the desk (sales do not). */
const detailCheckGate = { products: ["FOH"], features: ["FOHGENERIC"] };

/** Records that an area was confirmed now, in the caller's transaction (a later check replaces an earlier one). */
export async function recordDetailCheck(
  tx: Executor,
  check: { memberId: number; area: DetailArea; how: "checked" | "changed"; checkedBy: string; checkedOn: Date },
) {
  await tx
    .insert(memberDetailChecks)
    .values(check)
    .onConflictDoUpdate({
      target: [memberDetailChecks.memberId, memberDetailChecks.area],
      set: { how: sql`excluded.how`, checkedBy: sql`excluded.checked_by`, checkedOn: sql`excluded.checked_on` },
    });
}

/** Each area's last confirmation, in the contract's order; an area never confirmed counts from the member's joining. */
async function readDetailChecks(db: Executor, memberId: number, joined: Date): Promise<DetailCheck[]> {
  const rows = await db.select().from(memberDetailChecks).where(eq(memberDetailChecks.memberId, memberId));
  return detailAreas.map((area) => {
    const row = rows.find((r) => r.area === area);
    return row
      ? {
          area,
          lastConfirmedOn: row.checkedOn.toISOString(),
          how: row.how as "checked" | "changed",
          confirmedBy: row.checkedBy,
        }
      : { area, lastConfirmedOn: joined.toISOString(), how: "joined" as const, confirmedBy: null };
  });
}

const notFound = { description: "Member with ID {memberId} does not exist (plain text)" };

export const getDetailChecks = route(
  {
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
  },
  async (ctx) => {
    const member = await requireMember(ctx.db, ctx.memberId);
    return reply.json({ data: await readDetailChecks(ctx.db, ctx.memberId, member.createdOn) });
  },
);

export const confirmDetails = route(
  {
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
  },
  async (ctx) => {
    const data = await ctx.db.transaction(async (tx) => {
      const member = await requireMember(tx, ctx.memberId);
      const checkedOn = new Date();
      for (const area of ctx.input.body.areas)
        await recordDetailCheck(tx, {
          memberId: ctx.memberId,
          area,
          how: "checked",
          checkedBy: ctx.claims.sub,
          checkedOn,
        });
      return readDetailChecks(tx, ctx.memberId, member.createdOn);
    });
    return reply.json({ data });
  },
);
