// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DoorCheck, Visit } from "@frontdesk/lib/contract/visits";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useDoorScan } from "./use-door-scan";

// The door's one path for letting a member in, one request each: card or name, the door check with the visit, a
// repeat of the same card ignored, refusals and failures in words, "let in anyway" with its reason.
const memberId = 1001;
const visit = (overrides: Partial<Visit> = {}): Visit => ({
  visitId: 7,
  memberId,
  siteId: "LEEDS",
  visitedAt: "2026-11-28T10:42:00.000Z",
  method: "scan",
  overrideReason: null,
  letInBy: "reception",
  undoneAt: null,
  undoneBy: null,
  undoReason: null,
  leftAt: null,
  leftBy: null,
  ...overrides,
});
const check = (overrides: Partial<DoorCheck> = {}): DoorCheck => ({
  memberId,
  firstName: "Helen",
  lastName: "Marsh",
  status: null,
  flags: [],
  medicalConditions: [],
  dataConsent: "held",
  detailsDue: [],
  card: null,
  bookingSuspensions: [],
  erased: false,
  ...overrides,
});
const problem = (status: number, detail: string, result?: unknown) => ({
  problem: { type: "about:blank", title: "Refused", status, detail, ...(result ? { result } : {}) },
});
/** The door's one request, answered: the visit, the member, their check. */
const entered = (v: Visit, alreadyIn = false, c: DoorCheck | null = check()) => ({
  json: { visit: v, alreadyIn, memberId, check: c },
});
const entries = "POST /api/door/entries";
const render = () => {
  const { wrapper } = queryClientWrapper();
  return renderHook(() => useDoorScan("LEEDS"), { wrapper });
};

describe("the door's scan", () => {
  afterEach(resetHookTests);

  it("a card typed with spaces and a leading zero lets the member in once, in one request, their check kept for the panel; the same card again at once is ignored", async () => {
    const sent = stubBff({ [entries]: [entered(visit())] });
    const { result } = render();
    let first: boolean | undefined;
    let second: boolean | undefined;
    await act(async () => {
      [first, second] = await Promise.all([result.current.scan("0700 100 101"), result.current.scan("700100101")]);
    });
    expect([first, second]).toEqual([true, false]);
    await waitFor(() => expect(result.current.result?.outcome).toEqual({ kind: "in", visit: visit() }));
    expect(result.current.result?.memberId).toBe(memberId);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([entries]);
    expect(sent[0].body).toEqual({ siteId: "LEEDS", method: "scan", cardNumber: "700100101" });
  });

  it("an unknown or replaced card is said in words", async () => {
    stubBff({
      [entries]: [
        { ...problem(404, "No member holds card 123") },
        { ...problem(410, "Card 700100300 was replaced by a newer card") },
      ],
    });
    const { result } = render();
    await act(() => result.current.scan("123"));
    expect(result.current.result?.outcome).toEqual({
      kind: "unknownCard",
      card: "123",
      message: "No member holds card 123",
    });
    await act(() => result.current.scan("700100300"));
    expect(result.current.result?.outcome).toMatchObject({ kind: "unknownCard", card: "700100300" });
  });

  it("a refusal comes with the member's check and offers let in anyway, which records the override with its reason", async () => {
    const sent = stubBff({
      [entries]: [
        {
          ...problem(409, "Member 1001's status EXPIRED treats members as expired: entry refused.", {
            memberId,
            check: check(),
          }),
        },
        entered(visit({ method: "override", overrideReason: "Renewed at the desk" })),
      ],
    });
    const { result } = render();
    await act(() => result.current.scan("700100101"));
    expect(result.current.result).toMatchObject({
      memberId,
      outcome: { kind: "refused", message: expect.stringMatching(/entry refused/) },
    });
    await act(() => result.current.letInAnyway("Renewed at the desk"));
    expect(result.current.result?.outcome).toMatchObject({ kind: "in", visit: { method: "override" } });
    expect(sent.map((s) => s.body)).toEqual([
      { siteId: "LEEDS", method: "scan", cardNumber: "700100101" },
      { siteId: "LEEDS", method: "override", memberId, overrideReason: "Renewed at the desk" },
    ]);
  });

  it("a second visit within minutes says already in; the database down says the visit was not recorded", async () => {
    const sent = stubBff({
      [entries]: [entered(visit(), true), { ...problem(503, "The venue's database is not answering.") }],
    });
    const { result } = render();
    await act(() => result.current.pick(memberId));
    expect(result.current.result?.outcome).toEqual({ kind: "alreadyIn", visit: visit() });
    expect(sent[0].body).toEqual({ siteId: "LEEDS", method: "name", memberId });
    await act(() => result.current.pick(memberId));
    expect(result.current.result?.outcome).toEqual({
      kind: "failed",
      message:
        "The visit was not recorded: The venue's database is not answering. Try the same scan again in a moment.",
    });
  });

  it("a venue platform that records no visits is said as it is, with no retry suggested", async () => {
    stubBff({ [entries]: [{ ...problem(501, "The venue's platform does not record visits.") }] });
    const { result } = render();
    await act(() => result.current.scan("700100101"));
    expect(result.current.result?.outcome).toEqual({
      kind: "failed",
      message: "The venue's platform does not record visits.",
    });
  });

  it("an erased member's refusal is no refusal to override: it is said as it is", async () => {
    stubBff({
      [entries]: [
        { ...problem(409, "Member 1001's personal data was erased", { memberId, check: check({ erased: true }) }) },
      ],
    });
    const { result } = render();
    await act(() => result.current.pick(memberId));
    expect(result.current.result?.outcome).toEqual({
      kind: "failed",
      message: "Member 1001's personal data was erased",
    });
  });
});
