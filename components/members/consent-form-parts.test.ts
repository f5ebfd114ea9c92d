// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { ChannelConsent, MemberConsent } from "@frontdesk/lib/contract/members";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useConsentPart } from "./consent-form-parts";

// After a 412 the consent forms show "their version": the member's consent read afresh (not the cached one), and the
// part the form edits taken from it.
const channel = (channelId: string): ChannelConsent => ({
  channelId,
  channelName: channelId,
  captureDate: "2026-01-01T00:00:00Z",
});
const consent = (channels: string[]): MemberConsent => ({
  memberId: 1001,
  onlineConsentDate: null,
  onlineConsentGuardianName: null,
  privacyPolicySignedDate: null,
  privacyPolicySigned: false,
  termsAndConditionsSignedDate: null,
  healthCommitmentStatementSignedDate: null,
  modifiedOn: "2026-11-29T10:00:00Z",
  createdOn: "2020-01-01T00:00:00Z",
  campaignPreferences: { marketingCampaigns: [], dataCampaigns: [], communicationTypes: channels.map(channel) },
});
const sms = (c: MemberConsent) => c.campaignPreferences.communicationTypes.find((x) => x.channelId === "SMS");

describe("useConsentPart", () => {
  afterEach(resetHookTests);

  it("reads the member's consent afresh and answers the part asked for", async () => {
    // the desk at the other screen has since given the member SMS: every read now answers it
    const sent = stubBff({ "GET /api/members/1001/consent": () => ({ json: consent(["EMAIL", "SMS"]) }) });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(api.members.read("consent", { params: { memberId: 1001 } }).queryKey, consent(["EMAIL"]));
    const { result } = renderHook(() => useConsentPart(1001, sms), { wrapper });
    expect(await result.current()).toEqual(channel("SMS"));
    expect(sent.length).toBeGreaterThan(0);
  });

  it("answers nothing when the consent cannot be read", async () => {
    stubBff({
      "GET /api/members/1001/consent": [{ problem: { type: "about:blank", title: "Not Found", status: 404 } }],
    });
    const { wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useConsentPart(1001, sms), { wrapper });
    expect(await result.current()).toBeUndefined();
  });
});
