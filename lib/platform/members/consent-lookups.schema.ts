import { operation } from "../http/operation";
import { communicationChannelConfig } from "@frontdesk/lib/contract/members";
import { z } from "zod";
import { consentCampaignConfig } from "@frontdesk/lib/contract/members";
import { consentGate } from "./consent-view";

const campaignLookup = <const P extends string>(path: P, summary: string) => ({
  method: "get" as const,
  path,
  summary,
  description:
    "Active campaigns of the category, by id. expiryDate is null when the campaign has no expiry; compare it with the current date yourself.",
  tags: ["Members: consent"],
  ...consentGate,
  responses: { 200: { description: "Campaigns", schema: z.array(consentCampaignConfig) } },
});

export const listMarketingCampaigns = operation(
  campaignLookup("/api/configuration/consent/marketing-campaigns", "List marketing campaigns"),
);
export const listDataProcessingCampaigns = operation(
  campaignLookup("/api/configuration/consent/data-processing", "List data-processing campaigns"),
);

export const listCommunicationChannels = operation({
  method: "get",
  path: "/api/configuration/consent/communication-channels",
  summary: "List communication channels",
  description: "The live, per-operator channel list (do not hard-code codes), in the operator's order.",
  tags: ["Members: consent"],
  ...consentGate,
  responses: { 200: { description: "Channels", schema: z.array(communicationChannelConfig) } },
});
