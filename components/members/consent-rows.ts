"use client";

import type { CampaignConsent, ChannelConsent } from "@frontdesk/lib/contract/members";
import type { CommunicationChannelConfig, ConsentCampaignConfig } from "@frontdesk/lib/contract/members";
import { useCommunicationChannels, useConsentCampaigns } from "./queries";

/** Configured campaigns first (in the operator's order), then any held campaign no longer configured. */
function mergeCampaigns(configured: ConsentCampaignConfig[], held: CampaignConsent[]) {
  const heldById = new Map(held.map((c) => [c.campaignId, c]));
  const rows = configured.map((config) => ({ config, held: heldById.get(config.campaignId) }));
  for (const c of held)
    if (!configured.some((config) => config.campaignId === c.campaignId)) rows.push({ config: c, held: c });
  return rows;
}

/** Configured channels with the member's entry, then any held channel no longer configured. */
function mergeChannels(configured: CommunicationChannelConfig[], held: ChannelConsent[]) {
  const heldById = new Map(held.map((c) => [c.channelId, c]));
  const rows: (CommunicationChannelConfig & { entry?: ChannelConsent })[] = configured.map((c) => ({
    ...c,
    entry: heldById.get(c.channelId),
  }));
  for (const c of held)
    if (!configured.some((config) => config.channelId === c.channelId)) rows.push({ ...c, entry: c });
  return rows;
}

/** A campaign list's configuration and the member's rows on it (rows once the configuration is read). */
export function useCampaignRows(list: "marketing-campaigns" | "data-processing", held: CampaignConsent[]) {
  const configured = useConsentCampaigns(list);
  return { configured, rows: configured.data ? mergeCampaigns(configured.data, held) : [] };
}

/** The configured channels and the member's rows on them (rows once the configuration is read). */
export function useChannelRows(held: ChannelConsent[]) {
  const configured = useCommunicationChannels();
  return { configured, rows: configured.data ? mergeChannels(configured.data, held) : [] };
}
