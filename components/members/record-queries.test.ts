// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { MemberErasureResult } from "@frontdesk/lib/contract/members";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import {
  useAddMedicalCondition,
  useDesignateCard,
  useEraseMember,
  useRemoveCard,
  useRemoveMedicalCondition,
  useUpdateAddresses,
  useUpdateMedicalCondition,
} from "./record-queries";

// The member record's writes put their answer in the cache under the read's own key (a read declared once), and an
// erasure refreshes every read about the member, whatever its area, and no other member's.
const memberId = 4242;
const medicalKey = (id = memberId) => api.members.read("medicalDetails", { params: { memberId: id } }).queryKey;
const condition = (id: number, note: string) => ({
  id,
  medicalConditionTypeId: 1,
  medicalConditionType: "Asthma",
  medicalNote: note,
});

describe("member record hooks", () => {
  afterEach(resetHookTests);

  it("a condition added or removed is put into the member's medical details as the list shows them", async () => {
    const sent = stubBff({
      [`POST /api/members/${memberId}/medical-details`]: [{ json: condition(8, "Inhaler in bag") }],
      [`DELETE /api/members/${memberId}/medical-details/7`]: [{ status: 204 }],
    });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(medicalKey(), { memberId, medicalConditions: [condition(7, "Old note")] });
    const { result } = renderHook(
      () => ({ add: useAddMedicalCondition(memberId), remove: useRemoveMedicalCondition(memberId) }),
      { wrapper },
    );
    act(() => result.current.add.mutate({ medicalConditionTypeId: 1, medicalNote: "Inhaler in bag" }));
    await waitFor(() => expect(client.getQueryData(medicalKey())?.medicalConditions).toHaveLength(2));
    act(() => result.current.remove.mutate({ id: 7, ifMatch: '"v1"' }));
    await waitFor(() =>
      expect(client.getQueryData(medicalKey())?.medicalConditions).toEqual([condition(8, "Inhaler in bag")]),
    );
    expect(sent.map((s) => `${s.method} ${s.path} ${s.ifMatch ?? ""}`.trim())).toEqual([
      `POST /api/members/${memberId}/medical-details`,
      `DELETE /api/members/${memberId}/medical-details/7 "v1"`,
    ]);
  });

  it("an erasure marks every read about the member stale, in every area, and leaves another member's alone", async () => {
    const erased: MemberErasureResult = {
      memberId,
      erasedOn: "2026-11-28T12:00:00",
      removed: {
        campaignConsents: 0,
        channelConsents: 0,
        medicalConditions: 1,
        addresses: 0,
        savedCards: 0,
        waitingListPlaces: 0,
        prospectInteractions: 0,
        userFieldValues: 0,
        memberLinks: 0,
        visits: 0,
        memberCards: 0,
      },
      anonymised: ["firstName"],
      kept: { bookings: 0, discountUsages: 0, consentHistory: 0 },
    };
    stubBff({ [`POST /api/members/${memberId}/erasure`]: [{ json: erased }] });
    const { client, wrapper } = queryClientWrapper();
    const about = [
      medicalKey(),
      api.members.read("consent", { params: { memberId } }).queryKey,
      api.messages.read("memberMessages", { params: { memberId } }).queryKey,
      api.members.read("pastBookings", { params: { memberId }, query: { limit: 1 } }).queryKey,
    ];
    const other = [medicalKey(memberId + 1), api.members.read("search", { query: { search: "Ada" } }).queryKey];
    for (const key of [...about, ...other]) client.setQueryData(key, {} as never);
    const { result } = renderHook(() => useEraseMember(memberId), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(about.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true]);
    expect(other.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([false, false]);
  });

  it("a condition changed replaces its entry in place; an answer of nothing (gone meanwhile) leaves the list as it was", async () => {
    stubBff({
      [`PUT /api/members/${memberId}/medical-details/7`]: [{ json: condition(7, "New note") }, { json: null }],
    });
    const { client, wrapper } = queryClientWrapper();
    const list = { memberId, medicalConditions: [condition(6, "Other"), condition(7, "Old note")] };
    client.setQueryData(medicalKey(), list);
    const { result } = renderHook(() => useUpdateMedicalCondition(memberId), { wrapper });
    act(() => result.current.mutate({ id: 7, ifMatch: '"v1"', medicalConditionTypeId: 1, medicalNote: "New note" }));
    await waitFor(() =>
      expect(client.getQueryData(medicalKey())?.medicalConditions.map((c) => c.medicalNote)).toEqual([
        "Other",
        "New note",
      ]),
    );
    act(() => result.current.mutate({ id: 7, ifMatch: '"v2"', medicalConditionTypeId: 1, medicalNote: "Again" }));
    await waitFor(() => expect(result.current.isSuccess && result.current.data === null).toBe(true));
    expect(client.getQueryData(medicalKey())?.medicalConditions.map((c) => c.medicalNote)).toEqual([
      "Other",
      "New note",
    ]);
  });

  it("a wallet write, even a refused one, reads the member's cards and recurring card again, no other member's", async () => {
    stubBff({
      [`PUT /api/members/${memberId}/rcp-card`]: [
        { problem: { type: "about:blank", title: "Precondition Failed", status: 412, detail: "Changed meanwhile." } },
      ],
      [`DELETE /api/members/${memberId}/wallet/sandbox/5`]: [{ status: 204 }],
    });
    const { client, wrapper } = queryClientWrapper();
    const cards = (id: number) =>
      api.members.read("walletCards", { params: { memberId: id, provider: "sandbox" } }).queryKey;
    const recurring = (id: number) => api.members.read("recurringCard", { params: { memberId: id } }).queryKey;
    const keys = [cards(memberId), recurring(memberId), cards(memberId + 1), recurring(memberId + 1)];
    const reset = () => keys.forEach((key) => client.setQueryData(key, {} as never));
    const stale = () => keys.map((key) => client.getQueryState(key)?.isInvalidated);
    reset();
    const { result } = renderHook(() => ({ designate: useDesignateCard(memberId), remove: useRemoveCard(memberId) }), {
      wrapper,
    });
    act(() => result.current.designate.mutate({ cardId: 5, ifMatch: '"w1"' }));
    await waitFor(() => expect(stale()).toEqual([true, true, false, false]));
    reset();
    act(() => result.current.remove.mutate({ cardId: 5, ifMatch: '"w2"' }));
    await waitFor(() => expect(stale()).toEqual([true, true, false, false]));
  });

  it("addresses saved are the member's addresses as stored at once, sent at the version read", async () => {
    const home = {
      addressLine1: "1 High Street",
      addressLine2: "",
      addressLine3: "",
      townCity: "Leeds",
      region: "West Yorkshire",
      postalCode: "LS1 1AA",
      country: "United Kingdom",
      isPrimary: true,
    };
    const stored = { memberId, address1: home, address2: null };
    const sent = stubBff({ [`PUT /api/members/${memberId}/addresses`]: [{ json: stored }] });
    const { client, wrapper } = queryClientWrapper();
    const key = api.members.read("addresses", { params: { memberId } }).queryKey;
    client.setQueryData(key, { memberId, address1: null, address2: null });
    const { result } = renderHook(() => useUpdateAddresses(memberId), { wrapper });
    act(() =>
      result.current.mutate({
        body: { address1: home } as Parameters<typeof result.current.mutate>[0]["body"],
        ifMatch: '"a1"',
      }),
    );
    await waitFor(() => expect(client.getQueryData(key)).toEqual(stored));
    expect(sent[0]?.ifMatch).toBe('"a1"');
  });
});
