import { problemIn } from "@frontdesk/lib/contract/said-words";
import { describe, expect, it } from "vitest";
import { recordVersion } from "@frontdesk/lib/contract/record-version";
import { BffProblem } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { bffRequest } from "@frontdesk/lib/bff/testing";
import { fixtures } from "@frontdesk/lib/platform/testing";
import { GET as readAddresses } from "@/app/api/members/[memberId]/addresses/route";

const address = { memberId: 7, address1: { addressLine1: "12 Oakwood Lane", postalCode: "LS1 4AP" }, address2: null };
const put = (ifMatch?: string) =>
  new Request("http://desk/api/x", { method: "PUT", headers: ifMatch ? { "if-match": ifMatch } : {} });

describe("record versions (lost-update protection)", () => {
  it("a version is a quoted ETag that changes with any value and is stable for equal JSON", () => {
    expect(recordVersion(address)).toMatch(/^"[0-9a-f]{16}"$/);
    expect(recordVersion(structuredClone(address))).toBe(recordVersion(address));
    expect(recordVersion({ ...address, address1: { ...address.address1, postalCode: "LS1 4AQ" } })).not.toBe(
      recordVersion(address),
    );
    expect(recordVersion(null)).not.toBe(recordVersion(address));
  });

  it("a read declared versioned answers the record with its version as ETag", async () => {
    const memberId = String(fixtures.members.guardian);
    const req = await bffRequest("GET", `/api/members/${memberId}/addresses`, { as: "reception" });
    const response = await readAddresses(req, { params: Promise.resolve({ memberId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe(recordVersion(await response.json()));
  });

  it("a write with the version it read goes through; without If-Match too", async () => {
    await expect(requireUnchanged(put(recordVersion(address)), async () => address)).resolves.toBeUndefined();
    await expect(requireUnchanged(put(`W/${recordVersion(address)}`), async () => address)).resolves.toBeUndefined();
    await expect(requireUnchanged(put(), async () => address)).resolves.toBeUndefined();
    await expect(requireUnchanged(put("*"), async () => address)).resolves.toBeUndefined();
  });

  it("a write read at an older version is refused with 412 problem, in plain words", async () => {
    const older = recordVersion({ ...address, address2: { addressLine1: "Old work" } });
    const failure = await requireUnchanged(put(older), async () => address).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BffProblem);
    const problem = problemIn("en", (failure as BffProblem).problem);
    expect(problem.status).toBe(412);
    expect(problem.title).toBe("This record was changed by someone else since you opened it.");
    expect(problem.detail).toContain("Load their changes");
  });

  it("a record removed since it was read is a change too", async () => {
    const failure = await requireUnchanged(put(recordVersion(address)), async () => null).catch((e: unknown) => e);
    expect((failure as BffProblem).problem.status).toBe(412);
  });
});
