// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CampaignConsent, ChannelConsent } from "@frontdesk/lib/contract/members";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useCampaignRows, useChannelRows } from "./consent-rows";

// The consent screen's rows: the configured campaigns and channels in the operator's order, each with the member's
// entry, then any the member holds that is no longer configured; none until the configuration is read.
const held = (campaignId: number, name: string): CampaignConsent => ({
  campaignId,
  campaignName: name,
  campaignDescription: name,
  captureDate: "2026-01-01T00:00:00Z",
  expiryDate: null,
  category: "Marketing",
});
const config = (campaignId: number, name: string) => ({
  campaignId,
  campaignName: name,
  campaignDescription: name,
  category: "Marketing" as const,
  expiryDate: null,
});
const channel = (channelId: string): ChannelConsent => ({
  channelId,
  channelName: channelId,
  captureDate: "2026-01-01T00:00:00Z",
});

describe("consent rows", () => {
  afterEach(resetHookTests);

  it("lists the configured campaigns in order with the member's entry, then a held one no longer configured", async () => {
    stubBff({
      "GET /api/configuration/consent/marketing-campaigns": [{ json: [config(2, "Newsletter"), config(1, "Offers")] }],
    });
    const { wrapper } = queryClientWrapper();
    const mine = [held(1, "Offers"), held(9, "Old raffle")];
    const { result } = renderHook(() => useCampaignRows("marketing-campaigns", mine), { wrapper });
    expect(result.current.rows).toEqual([]);
    await waitFor(() =>
      expect(result.current.rows.map((r) => [r.config.campaignId, r.held?.campaignId])).toEqual([
        [2, undefined],
        [1, 1],
        [9, 9],
      ]),
    );
  });

  it("lists the configured channels with the member's entry, then a held one no longer configured", async () => {
    stubBff({
      "GET /api/configuration/consent/communication-channels": [
        {
          json: [
            { channelId: "EMAIL", channelName: "Email" },
            { channelId: "SMS", channelName: "Text message" },
          ],
        },
      ],
    });
    const { wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useChannelRows([channel("SMS"), channel("FAX")]), { wrapper });
    await waitFor(() =>
      expect(result.current.rows.map((r) => [r.channelId, r.channelName, r.entry?.channelId])).toEqual([
        ["EMAIL", "Email", undefined],
        ["SMS", "Text message", "SMS"],
        ["FAX", "FAX", "FAX"],
      ]),
    );
  });
});
