import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { communicationChannels, consentCampaigns } from "../db/schema";
import { route } from "../http/route";
import type { ConsentCampaignConfig } from "@frontdesk/lib/contract/members";
import * as declared from "./consent-lookups.schema";

async function campaignsOf(
  db: Executor,
  category: ConsentCampaignConfig["category"],
): Promise<ConsentCampaignConfig[]> {
  const rows = await db
    .select()
    .from(consentCampaigns)
    .where(and(eq(consentCampaigns.category, category), eq(consentCampaigns.active, true)))
    .orderBy(asc(consentCampaigns.id));
  return rows.map((c) => ({
    campaignId: c.id,
    campaignName: c.name,
    campaignDescription: c.description,
    category,
    expiryDate: c.expiryDate?.toISOString() ?? null,
  }));
}

export const listMarketingCampaigns = route(declared.listMarketingCampaigns, async (ctx) =>
  ctx.answer(200, await campaignsOf(ctx.db, "Marketing")),
);
export const listDataProcessingCampaigns = route(declared.listDataProcessingCampaigns, async (ctx) =>
  ctx.answer(200, await campaignsOf(ctx.db, "Data_Processing")),
);

export const listCommunicationChannels = route(declared.listCommunicationChannels, async (ctx) => {
  const rows = await ctx.db
    .select({ channelId: communicationChannels.id, channelName: communicationChannels.name })
    .from(communicationChannels)
    .where(eq(communicationChannels.active, true))
    .orderBy(asc(communicationChannels.sortOrder), asc(communicationChannels.id));
  return ctx.answer(200, rows);
});
