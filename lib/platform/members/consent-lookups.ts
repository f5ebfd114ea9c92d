import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../db/client";
import { communicationChannels, consentCampaigns } from "../db/schema";
import { reply, route } from "../http/route";
import { communicationChannelConfig, consentCampaignConfig, type ConsentCampaignConfig } from "@/lib/contract/members";
import { consentGate } from "./consent-view";

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

const campaignLookup = (path: string, summary: string, category: ConsentCampaignConfig["category"]) =>
  route(
    {
      method: "get",
      path,
      summary,
      description:
        "Active campaigns of the category, by id. expiryDate is null when the campaign has no expiry; compare it with the current date yourself.",
      tags: ["Members: consent"],
      ...consentGate,
      responses: { 200: { description: "Campaigns", schema: z.array(consentCampaignConfig) } },
    },
    async (ctx) => reply.json(await campaignsOf(ctx.db, category)),
  );

export const listMarketingCampaigns = campaignLookup(
  "/api/configuration/consent/marketing-campaigns",
  "List marketing campaigns",
  "Marketing",
);
export const listDataProcessingCampaigns = campaignLookup(
  "/api/configuration/consent/data-processing",
  "List data-processing campaigns",
  "Data_Processing",
);

export const listCommunicationChannels = route(
  {
    method: "get",
    path: "/api/configuration/consent/communication-channels",
    summary: "List communication channels",
    description: "The live, per-operator channel list (do not hard-code codes), in the operator's order.",
    tags: ["Members: consent"],
    ...consentGate,
    responses: { 200: { description: "Channels", schema: z.array(communicationChannelConfig) } },
  },
  async (ctx) => {
    const rows = await ctx.db
      .select({ channelId: communicationChannels.id, channelName: communicationChannels.name })
      .from(communicationChannels)
      .where(eq(communicationChannels.active, true))
      .orderBy(asc(communicationChannels.sortOrder), asc(communicationChannels.id));
    return reply.json(rows);
  },
);
