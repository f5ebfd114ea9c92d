// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { BookingRules, SessionRoster } from "@frontdesk/lib/contract/booking-places";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useBookPlace, useMarkAttendance, useSaveBookingRules } from "./place-queries";

// A session's places at the desk: a mark shows on the roster at once and the roster is read again whatever the
// answer; a booking (made or refused) reads the member, the roster, the waiting list and the day's places again; saved
// rules are the site's rules at once.
const bookingId = 880;
const roster = (attendance: "attended" | "no-show" | null = null): SessionRoster => ({
  bookingId,
  activityId: "SPIN",
  activityName: "Spin",
  siteId: "LEEDS",
  startDateTime: "2026-11-29T09:00:00Z",
  endDateTime: "2026-11-29T10:00:00Z",
  capacity: 12,
  booked: 2,
  started: true,
  cancellationWindowMinutes: 120,
  places: [
    { memberId: 1001, firstName: "Helen", lastName: "Marsh", bookedAt: "2026-11-20T10:00:00Z", attendance },
    { memberId: 1002, firstName: "Ian", lastName: "Price", bookedAt: "2026-11-21T10:00:00Z", attendance: null },
  ],
  waiting: [],
});
const rosterKey = api.bookings.read("roster", { params: { bookingId } }).queryKey;
const refused = (status: number, detail: string) => ({
  problem: { type: "about:blank", title: "Refused", status, detail },
});

describe("place hooks", () => {
  afterEach(resetHookTests);

  it("a mark shows on the roster before the answer, then the roster is read again", async () => {
    let answer: (value: unknown) => void = () => {};
    const sent = stubBff({
      [`PUT /api/bookings/${bookingId}/places/1001/attendance`]: () =>
        new Promise((resolve) => (answer = resolve as (value: unknown) => void)),
      [`GET /api/bookings/${bookingId}/roster`]: [{ json: roster("attended") }],
    });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(rosterKey, roster());
    const { result } = renderHook(() => useMarkAttendance(bookingId), { wrapper });
    act(() => result.current.mutate({ memberId: 1001, attendance: "attended" }));
    await waitFor(() =>
      expect(client.getQueryData(rosterKey)?.places.map((p) => p.attendance)).toEqual(["attended", null]),
    );
    expect(client.getQueryState(rosterKey)?.isInvalidated).toBe(false);
    await waitFor(() => expect(sent).toHaveLength(1));
    answer({
      json: {
        bookingId,
        memberId: 1001,
        attendance: "attended",
        eventId: 5,
        markedAt: "2026-11-29T09:05:00Z",
        markedBy: "RECEPTION1",
        changed: true,
      },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(client.getQueryState(rosterKey)?.isInvalidated).toBe(true));
    expect(sent[0]!.body).toEqual({ attendance: "attended" });
  });

  it("a refused mark still reads the roster again (which takes the mark back)", async () => {
    stubBff({
      [`PUT /api/bookings/${bookingId}/places/1002/attendance`]: [refused(409, "The session has not started.")],
      [`GET /api/bookings/${bookingId}/roster`]: [{ json: roster() }],
    });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(rosterKey, roster());
    const { result } = renderHook(() => useMarkAttendance(bookingId), { wrapper });
    act(() => result.current.mutate({ memberId: 1002, attendance: "no-show" }));
    await waitFor(() => expect(result.current.error?.message).toBe("The session has not started."));
    await waitFor(() => expect(client.getQueryState(rosterKey)?.isInvalidated).toBe(true));
  });

  it("a booking, even one refused, reads the member, the session's roster and waiting list and the day's places again", async () => {
    stubBff({
      [`POST /api/bookings/${bookingId}/places/1003`]: [refused(409, "Spin is full: all 12 places are taken.")],
    });
    const { client, wrapper } = queryClientWrapper();
    const keys = {
      roster: rosterKey,
      waiting: api.bookings.read("alertList", { params: { bookingId } }).queryKey,
      day: api.bookings.read("availability", { query: { siteId: "LEEDS", date: "2026-11-29" } }).queryKey,
      member: api.bookings.read("memberHistory", { params: { memberId: 1003 } }).queryKey,
      otherRoster: api.bookings.read("roster", { params: { bookingId: 881 } }).queryKey,
      otherMember: api.bookings.read("memberHistory", { params: { memberId: 1004 } }).queryKey,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {} as never);
    const { result } = renderHook(() => useBookPlace(1003), { wrapper });
    act(() => result.current.mutate({ bookingId }));
    await waitFor(() => expect(result.current.error?.message).toBe("Spin is full: all 12 places are taken."));
    const stale = () =>
      Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]));
    await waitFor(() =>
      expect(stale()).toEqual({
        roster: true,
        waiting: true,
        day: true,
        member: true,
        otherRoster: false,
        otherMember: false,
      }),
    );
  });

  it("saved booking rules are the site's rules at once, as stored", async () => {
    const saved: BookingRules = {
      siteId: "HARROGATE",
      cancellationWindowMinutes: 240,
      strikeLimit: 3,
      strikeDays: 30,
      suspendDays: 14,
      updatedBy: "MANAGER1",
      updatedAt: "2026-11-29T10:00:00Z",
    };
    stubBff({ "PUT /api/configuration/sites/HARROGATE/booking-rules": [{ json: saved }] });
    const { client, wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useSaveBookingRules("HARROGATE"), { wrapper });
    act(() =>
      result.current.mutate({ cancellationWindowMinutes: 240, strikeLimit: 3, strikeDays: 30, suspendDays: 14 }),
    );
    const key = api.bookings.read("bookingRules", { params: { siteId: "HARROGATE" } }).queryKey;
    await waitFor(() => expect(client.getQueryData(key)).toEqual(saved));
  });
});
