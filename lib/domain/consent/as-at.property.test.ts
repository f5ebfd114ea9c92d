import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { consentAsAt, subjectKey, type ConsentChange, type ConsentSubject } from "./as-at";

const subjects: ConsentSubject[] = [
  { kind: "campaign", subjectId: "1", subjectName: "Newsletter" },
  { kind: "campaign", subjectId: "2", subjectName: "Offers" },
  { kind: "channel", subjectId: "EMAIL", subjectName: "Email" },
  { kind: "channel", subjectId: "SMS", subjectName: "Text message" },
];
const base = Date.UTC(2025, 0, 1);

/** Random histories: few instants so that changes often share one, legal changes mixed in, ids unique. */
const histories = fc
  .array(
    fc.record({
      subject: fc.constantFrom(...subjects, {
        kind: "legal" as const,
        subjectId: "privacyPolicySigned",
        subjectName: "Privacy",
      }),
      action: fc.constantFrom("granted" as const, "withdrawn" as const),
      minute: fc.integer({ min: 0, max: 30 }),
    }),
    { maxLength: 40 },
  )
  .chain((drafts) =>
    fc.shuffledSubarray(
      drafts.map((d, i): ConsentChange => ({
        id: i + 1,
        kind: d.subject.kind,
        subjectId: d.subject.subjectId,
        subjectName: d.subject.subjectName,
        action: d.subject.kind === "legal" ? "changed" : d.action,
        changedOn: new Date(base + d.minute * 60_000).toISOString(),
        captureDate: null,
      })),
      { minLength: drafts.length, maxLength: drafts.length },
    ),
  );

/** The reference: replay the history in the order it happened, holding each subject's last change. */
function replayUntil(history: ConsentChange[], until: number) {
  const ordered = [...history].sort((a, b) => Date.parse(a.changedOn) - Date.parse(b.changedOn) || a.id - b.id);
  const state = new Map<string, { state: string; id: number | null }>();
  for (const change of ordered) {
    if (Date.parse(change.changedOn) > until) break;
    if (change.kind === "legal") continue;
    state.set(subjectKey(change), { state: change.action, id: change.id });
  }
  return state;
}

describe("consent as at an instant", () => {
  it("equals a replay of the history at every change time (and just before it)", () => {
    fc.assert(
      fc.property(histories, (history) => {
        const instants = history.flatMap((c) => [Date.parse(c.changedOn), Date.parse(c.changedOn) - 1]);
        for (const instant of [base - 1, ...instants]) {
          const replayed = replayUntil(history, instant);
          const view = consentAsAt(history, subjects, new Date(instant));
          for (const row of view) {
            const expected = replayed.get(subjectKey(row)) ?? { state: "never asked", id: null };
            expect({ state: row.at.state, id: row.at.change?.id ?? null }).toEqual(expected);
          }
          // every configured subject is listed, and no legal entry ever is
          expect(view.slice(0, subjects.length).map(subjectKey)).toEqual(subjects.map(subjectKey));
          expect(view.some((r) => (r.kind as string) === "legal")).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("tells never asked apart from withdrawn, and keeps a retired campaign the history names", () => {
    const history: ConsentChange[] = [
      {
        id: 1,
        kind: "campaign",
        subjectId: "9",
        subjectName: "Retired",
        action: "granted",
        changedOn: "2025-01-01T10:00:00Z",
        captureDate: null,
      },
      {
        id: 2,
        kind: "campaign",
        subjectId: "1",
        subjectName: "Newsletter",
        action: "granted",
        changedOn: "2025-01-02T10:00:00Z",
        captureDate: null,
      },
      {
        id: 3,
        kind: "campaign",
        subjectId: "1",
        subjectName: "Newsletter",
        action: "withdrawn",
        changedOn: "2025-01-03T10:00:00Z",
        captureDate: null,
      },
    ];
    const at = (instant: string) => consentAsAt(history, subjects, instant).map((r) => [r.subjectName, r.at.state]);
    expect(at("2025-01-02T10:00:00Z")).toEqual([
      ["Newsletter", "granted"],
      ["Offers", "never asked"],
      ["Email", "never asked"],
      ["Text message", "never asked"],
      ["Retired", "granted"],
    ]);
    expect(at("2025-01-03T10:00:00Z")[0]).toEqual(["Newsletter", "withdrawn"]);
    expect(at("2025-01-01T09:59:59Z")[0]).toEqual(["Newsletter", "never asked"]);
  });

  it("reads the as-at time at its own precision, the minute: a change stamped later in that minute counts", () => {
    const change = (id: number, action: "granted" | "withdrawn", changedOn: string): ConsentChange => ({
      id,
      kind: "campaign",
      subjectId: "1",
      subjectName: "Newsletter",
      action,
      changedOn,
      captureDate: null,
    });
    const history = [change(1, "granted", "2025-01-01T09:00:00Z"), change(2, "withdrawn", "2025-01-01T12:00:35.250Z")];
    // "Now" at 12:00:10 is the minute 12:00: the withdrawal at 12:00:35 is already made and must show
    expect(consentAsAt(history, subjects, "2025-01-01T12:00:00Z")[0].at.state).toBe("withdrawn");
    expect(consentAsAt(history, subjects, "2025-01-01T11:59:00Z")[0].at.state).toBe("granted");
  });
});
