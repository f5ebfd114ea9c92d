import { beforeAll, describe, expect, it } from "vitest";
import { getPlatform } from "@frontdesk/lib/platform";
import { call, fixtures, token } from "@frontdesk/lib/platform/testing";
import { DELETE as remove, PUT as update } from "@/app/api/prospects/members/[memberId]/interactions/[id]/route";
import { interactionStamp, recordVersion } from "@frontdesk/lib/contract/record-version";
import { bffRequest } from "@frontdesk/lib/bff/testing";

const memberId = fixtures.members.prospect as number;
const params = (id: number) => ({ params: Promise.resolve({ memberId: String(memberId), id: String(id) }) });
async function request(method: string, id: number, ifMatch: string, body?: unknown) {
  const req = await bffRequest(method, `/api/prospects/members/${memberId}/interactions/${id}`, { as: "sales", body });
  req.headers.set("if-match", ifMatch);
  return req;
}

describe("prospect interactions: lost-update checks in the BFF", () => {
  beforeAll(async () => {
    await getPlatform().database;
  });

  it("a write read at an older version is refused with 412 (update and delete); the current version goes through and answers the new one", async () => {
    const created = await call("POST", `/api/members/prospects/${memberId}/interactions`, {
      token: await token({ features: ["PROSPECTS"], sub: "sales" }),
      body: { interactionSubTypeId: fixtures.interactions.subTypeId, details: "Two tabs", interactionStatus: 1 },
    });
    const first = await created.json();
    const readAt = recordVersion(interactionStamp(first));

    const saved = await update(await request("PUT", first.id, readAt, { details: "Tab A" }), params(first.id));
    expect(saved.status).toBe(200);
    const stored = await saved.json();
    expect(stored).toMatchObject({ id: first.id, details: "Tab A" });

    const stale = await update(await request("PUT", first.id, readAt, { details: "Tab B" }), params(first.id));
    expect(stale.status).toBe(412);
    expect((await stale.json()).title).toBe("This record was changed by someone else since you opened it.");
    expect((await remove(await request("DELETE", first.id, readAt), params(first.id))).status).toBe(412);

    const current = recordVersion(interactionStamp(stored));
    expect((await remove(await request("DELETE", first.id, current), params(first.id))).status).toBe(204);
  });
});
