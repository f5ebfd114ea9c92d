import { eq, sql } from "drizzle-orm";
import { detailAreas, type DetailArea, type DetailCheck } from "@/lib/contract/members";
import type { Executor } from "../db/client";
import { memberDetailChecks } from "../db/schema";
import { route } from "../http/route";
import { requireMember } from "./member-record";
import * as declared from "./detail-checks.schema";

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

export const getDetailChecks = route(declared.getDetailChecks, async (ctx) => {
  const member = await requireMember(ctx.db, ctx.memberId);
  return ctx.answer(200, { data: await readDetailChecks(ctx.db, ctx.memberId, member.createdOn) });
});

export const confirmDetails = route(declared.confirmDetails, async (ctx) => {
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
  return ctx.answer(200, { data });
});
