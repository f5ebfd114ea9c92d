import { describe, expect, it } from "vitest";
import { readsTogether } from "@frontdesk/lib/server/reads-together";
import { call, database, expectText } from "../testing";
import { members } from "../db/schema";
import { eq } from "drizzle-orm";
import { createMember, memberToken } from "./test-members";

describe("a member's existence, asked once for the reads made together", () => {
  it("answers each read's own 404 for an unknown member, in the order its spec says", async () => {
    const auth = await memberToken(987654321, ["CONSUMER"], ["ONLINEBOOK"]);
    const [addresses, waiting, history] = await readsTogether(() =>
      Promise.all([
        call("GET", "/api/members/987654321/addresses", { token: auth }),
        call("GET", "/api/members/987654321/alert-lists", { token: auth }),
        call("GET", "/api/members/987654321/past-bookings?limit=1", { token: auth }),
      ]),
    );
    await expectText(addresses, 404, "Member with ID 987654321 does not exist");
    await expectText(waiting, 404, "Invalid Member ID 987654321: member doesn't exist");
    expect(history.status).toBe(404);
  });

  it("is not kept past the reads: a member erased after them is unknown to the next", async () => {
    const id = await createMember();
    const auth = await memberToken(id, ["CONSUMER"], ["ONLINEBOOK"]);
    const first = await readsTogether(() => call("GET", `/api/members/${id}/addresses`, { token: auth }));
    expect(first.status).toBe(200);
    await (await database()).delete(members).where(eq(members.id, id));
    await expectText(
      await readsTogether(() => call("GET", `/api/members/${id}/addresses`, { token: auth })),
      404,
      `Member with ID ${id} does not exist`,
    );
  });
});
