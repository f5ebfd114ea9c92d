// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionOffers, WaitingListOffer } from "@frontdesk/lib/contract/waiting-list-offers";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useAnswerOffer, useOfferNext, useSessionOffers } from "./offer-queries";
import { api } from "@frontdesk/lib/api/areas";

// A session's waiting-list offers: after an offer is made or answered (or refused), the session's offers,
// its waiting list and the day's availability are read again, so the desk never acts on a stale list.
const bookingId = 4321;
const path = `/api/bookings/${bookingId}/offers`;
const offer = (id: number, outcome: WaitingListOffer["outcome"]): WaitingListOffer => ({
  id,
  bookingId,
  memberId: 77,
  offeredBy: "RECEPTION1",
  offeredAt: "2026-11-27T10:00:00Z",
  expiresAt: "2026-11-27T12:00:00Z",
  outcome,
  reason: null,
  decidedBy: outcome ? "RECEPTION1" : null,
  decidedAt: outcome ? "2026-11-27T10:30:00Z" : null,
});
const offers = (
  open: WaitingListOffer[],
  history: WaitingListOffer[] = [],
  { emails = {}, mailConfigured = true }: Partial<Pick<SessionOffers, "emails" | "mailConfigured">> = {},
): SessionOffers => ({
  bookingId,
  holdMinutes: 120,
  emails,
  mailConfigured,
  open,
  history,
  memberNames: {},
  staffNames: {},
});

function renderOffers() {
  const { client, wrapper } = queryClientWrapper();
  // the session's waiting list, as the panel beside the offers has it
  client.setQueryData(api.bookings.read("alertList", { params: { bookingId } }).queryKey, { waiting: [] } as never);
  const rendered = renderHook(
    () => ({ offers: useSessionOffers(bookingId), next: useOfferNext(bookingId), answer: useAnswerOffer(bookingId) }),
    { wrapper },
  );
  return { client, ...rendered };
}

describe("waiting-list offer hooks", () => {
  afterEach(resetHookTests);

  it("an answer is sent for its offer and the session's offers are read again, the waiting list marked stale", async () => {
    const sent = stubBff({
      [`GET ${path}`]: [{ json: offers([offer(1, null)]) }, { json: offers([], [offer(1, "accepted")]) }],
      [`POST ${path}/1`]: [{ json: offer(1, "accepted") }],
    });
    const { client, result } = renderOffers();
    await waitFor(() => expect(result.current.offers.data?.open).toHaveLength(1));
    act(() => result.current.answer.mutate({ offerId: 1, outcome: "accepted" }));
    await waitFor(() => expect(result.current.offers.data?.history[0]?.outcome).toBe("accepted"));
    expect(result.current.offers.data?.open).toEqual([]);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([`GET ${path}`, `POST ${path}/1`, `GET ${path}`]);
    expect(sent[1].body).toEqual({ outcome: "accepted" });
    expect(
      client.getQueryState(api.bookings.read("alertList", { params: { bookingId } }).queryKey)?.isInvalidated,
    ).toBe(true);
  });

  it("an offer the BFF refuses still refreshes the session's offers (someone else may have offered the space)", async () => {
    const sent = stubBff({
      [`GET ${path}`]: [{ json: offers([]) }, { json: offers([offer(2, null)]) }],
      [`POST ${path}`]: [
        { problem: { type: "about:blank", title: "Conflict", status: 409, detail: "Offered already" } },
      ],
    });
    const { result } = renderOffers();
    await waitFor(() => expect(result.current.offers.isSuccess).toBe(true));
    act(() => result.current.next.mutate());
    await waitFor(() => expect(result.current.next.isError).toBe(true));
    await waitFor(() => expect(result.current.offers.data?.open.map((o) => o.id)).toEqual([2]));
    expect(sent.filter((s) => s.method === "GET")).toHaveLength(2);
  });

  describe("an open offer's email", () => {
    afterEach(() => vi.useRealTimers());
    const email = (state: "waiting" | "sent") => ({ "1": { state, detail: null } });

    it("is followed every 5 s while it waits to be sent, as the call list follows its notices; once sent, each minute", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const sent = stubBff({
        [`GET ${path}`]: [
          { json: offers([offer(1, null)], [], { emails: email("waiting") }) },
          { json: offers([offer(1, null)], [], { emails: email("sent") }) },
          { json: offers([offer(1, null)], [], { emails: email("sent") }) },
        ],
      });
      const { result } = renderOffers();
      await waitFor(() => expect(result.current.offers.data?.emails["1"]?.state).toBe("waiting"));
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() => expect(result.current.offers.data?.emails["1"]?.state).toBe("sent"));
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(sent).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(sent).toHaveLength(3));
    });

    it("is not followed while email is not set up at this venue (it would wait for ever)", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const sent = stubBff({
        [`GET ${path}`]: [{ json: offers([offer(1, null)], [], { emails: email("waiting"), mailConfigured: false }) }],
      });
      const { result } = renderOffers();
      await waitFor(() => expect(result.current.offers.isSuccess).toBe(true));
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(sent).toHaveLength(1);
    });
  });
});
