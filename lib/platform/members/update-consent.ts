import { eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { consentHistory, members } from "../db/schema";
import { route } from "../http/route";
import { consentSourceOf, nextModifiedOn, requireMemberConsent } from "./consent-view";
import { requireMember } from "./member-record";
import * as declared from "./update-consent.schema";

const legalLabels = {
  privacyPolicySigned: "Privacy policy signed",
  privacyPolicySignedDate: "Privacy policy signed date",
  termsAndConditionsSignedDate: "Terms and conditions signed date",
  healthCommitmentStatementSignedDate: "Health commitment statement signed date",
} as const;

export const updateConsent = route(declared.updateConsent, async (ctx) => {
  const consent = await ctx.db.transaction(async (tx) => {
    const member = await requireMember(tx, ctx.memberId);
    const body = ctx.input.body;
    const now = new Date();
    const changes: PgUpdateSetSource<typeof members> = { consentModifiedOn: nextModifiedOn(now) };
    const history: (typeof consentHistory.$inferInsert)[] = [];
    const record = (field: keyof typeof legalLabels, from: unknown, to: unknown, captureDate: Date | null) =>
      history.push({
        memberId: ctx.memberId,
        kind: "legal",
        subjectId: field,
        action: "changed",
        captureDate,
        changedBy: ctx.claims.sub,
        source: consentSourceOf(ctx.claims),
        changedOn: now,
        detail: JSON.stringify({ subjectName: legalLabels[field], from, to }),
      });
    if (body.privacyPolicySigned !== undefined) {
      changes.privacyPolicySigned = body.privacyPolicySigned;
      record("privacyPolicySigned", member.privacyPolicySigned, body.privacyPolicySigned, now);
    }
    for (const field of [
      "privacyPolicySignedDate",
      "termsAndConditionsSignedDate",
      "healthCommitmentStatementSignedDate",
    ] as const) {
      const sent = body[field];
      if (sent === undefined) continue;
      const value = sent === null ? null : new Date(sent);
      changes[field] = value;
      record(field, member[field]?.toISOString() ?? null, value?.toISOString() ?? null, value);
    }
    await tx.update(members).set(changes).where(eq(members.id, ctx.memberId));
    await tx.insert(consentHistory).values(history);
    return requireMemberConsent(tx, ctx.memberId);
  });
  return ctx.answer(200, consent);
});
