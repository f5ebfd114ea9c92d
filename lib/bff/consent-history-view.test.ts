import { describe, expect, it } from "vitest";
import { inEnglish } from "@frontdesk/lib/contract/said-words";
import type { ConsentHistoryEntry } from "@frontdesk/lib/contract/members";
import { consentHistoryView } from "./consent-history-view";

const entry = (id: number, changedOn: string, source: ConsentHistoryEntry["source"], changedBy = "integrator:7") =>
  ({
    id,
    kind: "campaign",
    subjectId: "1",
    subjectName: "Newsletter",
    action: "granted",
    captureDate: null,
    guardianName: null,
    changedBy,
    source,
    changedOn,
  }) satisfies ConsentHistoryEntry;

describe("consent history view", () => {
  it("names the staff member of each desk change from the audit row written as it happened", () => {
    const audit = [
      { at: new Date("2026-01-01T10:00:00.020Z"), staffId: "ann", staffName: "Ann Desk", action: "changed consent" },
      { at: new Date("2026-01-01T10:00:05Z"), staffId: "ann", staffName: "Ann Desk", action: "read consent" },
      { at: new Date("2026-01-01T11:00:00.010Z"), staffId: "bob", staffName: "Bob Front", action: "changed consent" },
    ];
    const view = consentHistoryView(
      [
        entry(4, "2026-01-02T09:00:00.000Z", "desk"),
        entry(3, "2026-01-01T11:00:00.000Z", "desk"),
        entry(2, "2026-01-01T10:00:00.000Z", "desk"),
        entry(1, "2026-01-01T10:00:00.000Z", "desk"),
        entry(0, "2025-06-01T10:00:00.000Z", "online", "member-app"),
      ],
      audit,
      {},
    );
    expect(view.map((v) => [v.id, inEnglish(v.recordedBy)])).toEqual([
      [4, "integrator:7"], // no audit row near it: the platform's subject
      [3, "Bob Front"],
      [2, "Ann Desk"], // one write, two rows, one audit row
      [1, "Ann Desk"],
      [0, "the member"],
    ]);
  });

  it("names an embedded change's staff id from the staff list's names", () => {
    const view = consentHistoryView(
      [entry(1, "2026-01-01T10:00:00Z", "desk", "ann"), entry(2, "2020-01-01T10:00:00Z", "import", "migration")],
      [],
      { ann: "Ann Desk" },
    );
    expect(view.map((v) => inEnglish(v.recordedBy))).toEqual(["Ann Desk", "imported records"]);
  });
});
