import { describe, expect, it } from "vitest";
import { call, expectGate, expectText, fixtures } from "../testing";
import { createMember, memberToken } from "./test-members";

const checksOf = async (memberId: number) => {
  const response = await call("GET", `/api/members/${memberId}/detail-checks`, { token: await memberToken(memberId) });
  expect(response.status).toBe(200);
  return (await response.json()).data as {
    area: string;
    lastConfirmedOn: string;
    how: string;
    confirmedBy: string | null;
  }[];
};

describe("member detail checks (front-desk extension)", () => {
  it("counts from joining, then records who checked which details and when, changing nothing else", async () => {
    const joined = new Date("2024-02-03T10:00:00Z");
    const id = await createMember({ createdOn: joined });
    expect(await checksOf(id)).toEqual(
      ["contactDetails", "addresses", "medicalDetails"].map((area) => ({
        area,
        lastConfirmedOn: joined.toISOString(),
        how: "joined",
        confirmedBy: null,
      })),
    );
    const before = Date.now();
    const response = await call("POST", `/api/members/${id}/detail-checks`, {
      token: await memberToken(id, ["FOH"], ["FOHGENERIC"], "ann.desk"),
      body: { areas: ["contactDetails", "medicalDetails"] },
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(
      data.map((c: { area: string; how: string; confirmedBy: string | null }) => [c.area, c.how, c.confirmedBy]),
    ).toEqual([
      ["contactDetails", "checked", "ann.desk"],
      ["addresses", "joined", null],
      ["medicalDetails", "checked", "ann.desk"],
    ]);
    expect(Date.parse(data[0].lastConfirmedOn)).toBeGreaterThanOrEqual(before - 1000);
    expect(await checksOf(id)).toEqual(data);
  });

  it("counts an edit of the addresses or medical details as confirming them", async () => {
    const id = await createMember({ createdOn: new Date("2020-01-01T00:00:00Z") });
    const auth = await memberToken(id, ["FOH"], ["FOHGENERIC"], "bob.desk");
    const saved = await call("PUT", `/api/members/${id}/addresses`, {
      token: auth,
      body: { address1: { addressLine1: "1 High Street", townCity: "Leeds", postalCode: "LS1 1AA", isPrimary: true } },
    });
    expect(saved.status).toBe(204);
    const added = await call("POST", `/api/members/${id}/medical-details`, {
      token: auth,
      body: { medicalConditionTypeId: fixtures.medicalConditionTypes.activeId },
    });
    expect(added.status).toBe(201);
    expect((await checksOf(id)).map((c) => [c.area, c.how, c.confirmedBy])).toEqual([
      ["contactDetails", "joined", null],
      ["addresses", "changed", "bob.desk"],
      ["medicalDetails", "changed", "bob.desk"],
    ]);
  });

  it("refuses an empty or repeated list and an unknown member, writing nothing", async () => {
    const id = await createMember();
    const post = async (body: unknown, memberId = id) =>
      call("POST", `/api/members/${memberId}/detail-checks`, { token: await memberToken(memberId), body });
    await expectText(await post({ areas: [] }), 400, "Choose which details were checked.");
    await expectText(await post({ areas: ["addresses", "addresses"] }), 400, "Each kind of detail can be named once.");
    expect((await post({ areas: ["photo"] })).status).toBe(400);
    expect((await checksOf(id)).every((c) => c.how === "joined")).toBe(true);
    await expectText(await post({ areas: ["addresses"] }, 999999998), 404, "Member with ID 999999998 does not exist");
  });

  it("is gated and member-scoped", async () => {
    await expectGate("GET", `/api/members/${fixtures.members.guardian}/detail-checks`);
    await expectGate("POST", `/api/members/${fixtures.members.guardian}/detail-checks`, { areas: ["addresses"] });
  });
});
