import { describe, expect, it, vi } from "vitest";
import { recordWriteAudit, staffAuditOf } from "./audit";

const outage = () => Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });

describe("the audit row of a write already made", () => {
  it("is written at once when the database answers", async () => {
    const memberId = 970_000 + (Date.now() % 10_000);
    await recordWriteAudit({ staffId: "reception", memberId, action: "added a medical condition" });
    expect((await staffAuditOf(memberId)).map((r) => r.action)).toEqual(["added a medical condition"]);
  });

  it("a database that fails just then: the write is answered, its row written once the database is back, with the write's time", async () => {
    const written: { at?: Date }[] = [];
    let failures = 2;
    const write = vi.fn(async (entry: { at?: Date }) => {
      if (failures-- > 0) throw outage();
      written.push(entry);
    });
    const before = Date.now();
    await expect(
      recordWriteAudit({ staffId: "reception", memberId: 1, action: "added a medical condition" }, write, 10),
    ).resolves.toBeUndefined();
    expect(written).toEqual([]); // not yet: kept
    await vi.waitFor(() => expect(written).toHaveLength(1), { timeout: 2_000 });
    expect(write).toHaveBeenCalledTimes(3);
    expect(written[0].at!.getTime()).toBeGreaterThanOrEqual(before);
    expect(written[0].at!.getTime()).toBeLessThan(before + 50);
  });

  it("any other failure fails the request, as before", async () => {
    const write = async () => {
      throw new Error("relation does not exist");
    };
    await expect(
      recordWriteAudit({ staffId: "reception", memberId: 1, action: "added a medical condition" }, write, 10),
    ).rejects.toThrow("relation does not exist");
  });
});
