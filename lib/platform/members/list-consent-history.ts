import { desc, eq } from "drizzle-orm";
import { consentHistory } from "../db/schema";
import { route } from "../http/route";
import { requireMemberExists } from "./member-record";
import * as declared from "./list-consent-history.schema";

export const listConsentHistory = route(declared.listConsentHistory, async (ctx) => {
  await requireMemberExists(ctx.db, ctx.memberId);
  const rows = await ctx.db
    .select()
    .from(consentHistory)
    .where(eq(consentHistory.memberId, ctx.memberId))
    .orderBy(desc(consentHistory.changedOn), desc(consentHistory.id));
  return ctx.answer(
    200,
    rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      subjectId: r.subjectId,
      subjectName: subjectName(r.detail) ?? r.subjectId,
      action: r.action,
      captureDate: r.captureDate?.toISOString() ?? null,
      guardianName: r.guardianName,
      changedBy: r.changedBy,
      source: r.source,
      changedOn: r.changedOn.toISOString(),
    })),
  );
});

function subjectName(detail: string | null): string | undefined {
  if (!detail) return undefined;
  try {
    const parsed = JSON.parse(detail) as { subjectName?: unknown };
    return typeof parsed.subjectName === "string" ? parsed.subjectName : undefined;
  } catch {
    return undefined;
  }
}
