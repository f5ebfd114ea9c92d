import { and, eq } from "drizzle-orm";
import { consentCampaigns, consentHistory, memberCampaignConsents, members } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { captureDateOrNow, consentSourceOf, nextModifiedOn, requireMemberConsent } from "./consent-view";
import { ageAt, ageOfConsent, requireMember } from "./member-record";
import * as declared from "./assign-campaign-consent.schema";

export const assignCampaignConsent = route(declared.assignCampaignConsent, async (ctx) => {
  const consent = await ctx.db.transaction(async (tx) => {
    const member = await requireMember(tx, ctx.memberId);
    const body = ctx.input.body;
    const [campaign] = await tx.select().from(consentCampaigns).where(eq(consentCampaigns.id, body.campaignId));
    if (!campaign || (body.granted && !campaign.active))
      throw PlatformError.text(400, `Campaign ID ${body.campaignId} does not exist.`);
    const now = new Date();
    const captureDate = captureDateOrNow(body.captureDate, now);
    if (captureDate === "future") throw PlatformError.text(400, "captureDate cannot be in the future.");
    const minorAtCapture = member.dateOfBirth !== null && ageAt(member.dateOfBirth, captureDate) < ageOfConsent;
    let guardianName: string | null = null;
    if (body.granted && minorAtCapture) {
      guardianName = body.guardianName?.trim() || member.onlineConsentGuardianName?.trim() || null;
      if (!guardianName)
        throw PlatformError.text(
          400,
          `guardianName is required: member ${ctx.memberId} was below the age of consent (${ageOfConsent}) at the capture date.`,
        );
    }
    const held = and(
      eq(memberCampaignConsents.memberId, ctx.memberId),
      eq(memberCampaignConsents.campaignId, campaign.id),
    );
    if (body.granted) {
      await tx
        .insert(memberCampaignConsents)
        .values({ memberId: ctx.memberId, campaignId: campaign.id, captureDate, guardianName })
        .onConflictDoUpdate({
          target: [memberCampaignConsents.memberId, memberCampaignConsents.campaignId],
          set: { captureDate, guardianName },
        });
    } else {
      await tx.delete(memberCampaignConsents).where(held);
    }
    await tx
      .update(members)
      .set({ consentModifiedOn: nextModifiedOn(now) })
      .where(eq(members.id, ctx.memberId));
    await tx.insert(consentHistory).values({
      memberId: ctx.memberId,
      kind: "campaign",
      subjectId: String(campaign.id),
      action: body.granted ? "granted" : "withdrawn",
      captureDate,
      guardianName,
      changedBy: ctx.claims.sub,
      source: consentSourceOf(ctx.claims),
      changedOn: now,
      detail: JSON.stringify({ subjectName: campaign.name, category: campaign.category }),
    });
    return requireMemberConsent(tx, ctx.memberId);
  });
  return ctx.answer(200, consent);
});
