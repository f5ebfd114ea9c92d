// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { DetailChecksView, MemberConsent } from "@frontdesk/lib/contract/members";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import {
  useAssignCampaignConsent,
  useAssignChannelConsent,
  useConfirmDetails,
  useUpdateLegalAgreements,
} from "./queries";

// A consent write answers the member's whole consent: it is put under the member's consent read (no re-read), and the
// history is read again; the details check's answer is the member's checks as now stored. Another member's stay.
const memberId = 1001;
const consent = (privacyPolicySigned: boolean, channels: string[] = []): MemberConsent => ({
  memberId,
  onlineConsentDate: null,
  onlineConsentGuardianName: null,
  privacyPolicySignedDate: privacyPolicySigned ? "2026-11-29T10:00:00Z" : null,
  privacyPolicySigned,
  termsAndConditionsSignedDate: null,
  healthCommitmentStatementSignedDate: null,
  modifiedOn: "2026-11-29T10:00:00Z",
  createdOn: "2020-01-01T00:00:00Z",
  campaignPreferences: {
    marketingCampaigns: [],
    dataCampaigns: [],
    communicationTypes: channels.map((channelId) => ({
      channelId,
      channelName: channelId,
      captureDate: "2026-11-29T10:00:00Z",
    })),
  },
});
const consentKey = (id = memberId) => api.members.read("consent", { params: { memberId: id } }).queryKey;
const historyKey = api.members.read("consentHistory", { params: { memberId } }).queryKey;
const checksKey = api.members.read("detailChecks", { params: { memberId } }).queryKey;

describe("member consent and details hooks", () => {
  afterEach(resetHookTests);

  it("each consent write puts the member's consent as answered and reads the history again, the If-Match sent", async () => {
    const sent = stubBff({
      [`PUT /api/members/${memberId}/campaign`]: [{ json: consent(false) }],
      [`PUT /api/members/${memberId}/communication-channels`]: [{ json: consent(false, ["EMAIL"]) }],
      [`PUT /api/members/${memberId}/consent`]: [{ json: consent(true, ["EMAIL"]) }],
    });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(consentKey(), consent(false));
    client.setQueryData(consentKey(1002), consent(false));
    const { result } = renderHook(
      () => ({
        campaign: useAssignCampaignConsent(memberId),
        channel: useAssignChannelConsent(memberId),
        legal: useUpdateLegalAgreements(memberId),
      }),
      { wrapper },
    );
    const historyReadAgain = async () => {
      await waitFor(() => expect(client.getQueryState(historyKey)?.isInvalidated).toBe(true));
      client.setQueryData(historyKey, []);
    };
    client.setQueryData(historyKey, []);
    type Body<M> = M extends { mutate: (v: { body: infer B }) => void } ? B : never;
    act(() =>
      result.current.campaign.mutate({
        body: { campaignId: 4 } as Body<typeof result.current.campaign>,
        ifMatch: '"c1"',
      }),
    );
    await historyReadAgain();
    act(() =>
      result.current.channel.mutate({
        body: { channelId: "EMAIL" } as Body<typeof result.current.channel>,
        ifMatch: '"c2"',
      }),
    );
    await waitFor(() =>
      expect(client.getQueryData(consentKey())?.campaignPreferences.communicationTypes.map((c) => c.channelId)).toEqual(
        ["EMAIL"],
      ),
    );
    await historyReadAgain();
    act(() =>
      result.current.legal.mutate({
        body: { privacyPolicySigned: true } as Body<typeof result.current.legal>,
        ifMatch: '"c3"',
      }),
    );
    await waitFor(() => expect(client.getQueryData(consentKey())?.privacyPolicySigned).toBe(true));
    await historyReadAgain();
    expect(client.getQueryData(consentKey(1002))).toEqual(consent(false));
    expect(sent.map((s) => [s.path, s.ifMatch])).toEqual([
      [`/api/members/${memberId}/campaign`, '"c1"'],
      [`/api/members/${memberId}/communication-channels`, '"c2"'],
      [`/api/members/${memberId}/consent`, '"c3"'],
    ]);
  });

  it("details confirmed are the member's checks as answered, none due", async () => {
    const checks = (due: boolean): DetailChecksView => ({
      months: 12,
      areas: [
        {
          area: "addresses",
          lastConfirmedOn: due ? "2024-01-01T00:00:00Z" : "2026-11-29T10:00:00Z",
          how: due ? "joined" : "checked",
          confirmedBy: due ? null : "RECEPTION1",
          due,
        },
      ],
    });
    const sent = stubBff({ [`POST /api/members/${memberId}/detail-checks`]: [{ json: checks(false) }] });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(checksKey, checks(true));
    const { result } = renderHook(() => useConfirmDetails(memberId), { wrapper });
    act(() => result.current.mutate({ areas: ["addresses"] }));
    await waitFor(() => expect(client.getQueryData(checksKey)?.areas[0]?.due).toBe(false));
    expect(sent[0]?.body).toEqual({ areas: ["addresses"] });
  });
});
