import { beforeAll, describe, expect, it } from "vitest";
import { getPlatform } from "@frontdesk/lib/platform";
import { GET as userFields } from "@/app/api/configuration/user-fields/route";
import { GET as discountUsage } from "@/app/api/configuration/discount-usage/route";
import { GET as promoCodes } from "@/app/api/configuration/promotion-codes/route";
import type { UserField } from "@frontdesk/lib/contract/configuration";
import { bffRequest } from "@frontdesk/lib/bff/testing";

/**
 * The configuration screens' query strings, read by the declarations' schemas (lib/api/configuration.ts):
 * a bad value is a 400 under its name in the screen's words, never silently dropped or sent on.
 */
type Handler = (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;
const get = async (handler: Handler, url: string) =>
  handler(await bffRequest("GET", url, { as: "manager" }), { params: Promise.resolve({}) });

describe("configuration query strings", () => {
  beforeAll(async () => void (await getPlatform().database));

  it("user fields: ids narrow the list; a bad id is a 400 under ids, not dropped", async () => {
    const all = (await (await get(userFields, "/api/configuration/user-fields")).json()) as UserField[];
    expect(all.length).toBeGreaterThan(1);
    const one = await get(userFields, `/api/configuration/user-fields?ids=${all[0].id}`);
    expect(((await one.json()) as UserField[]).map((f) => f.id)).toEqual([all[0].id]);

    for (const ids of [`${all[0].id},x`, "0", "1.5", "1234567890"]) {
      const bad = await get(userFields, `/api/configuration/user-fields?ids=${ids}`);
      expect(bad.status, ids).toBe(400);
      const problem = (await bad.json()) as { detail: string; errors: Record<string, string[]> };
      expect(problem.errors.ids).toEqual(["Each user field ID must be a whole number from 1 to 999999999."]);
    }
  });

  it("discount usage: a member or booking number that is no number is refused in the screen's words", async () => {
    const member = await get(discountUsage, "/api/configuration/discount-usage?memberId=abc");
    expect(member.status).toBe(400);
    expect(await member.json()).toMatchObject({
      detail: "Enter a member number (digits only).",
      errors: { memberId: ["Enter a member number (digits only)."] },
    });
    const booking = await get(discountUsage, "/api/configuration/discount-usage?bookingId=1.5");
    expect(await booking.json()).toMatchObject({ errors: { bookingId: ["Enter a booking number (digits only)."] } });
    // a blank filter is no filter: the platform's own "at least one filter", worded
    const blank = await get(discountUsage, "/api/configuration/discount-usage?memberId=%20");
    expect(await blank.json()).toMatchObject({
      detail: "Choose at least one filter: a promotion code, member, booking, activity or a day.",
    });
  });

  it("promotion codes: includeInactive is true or false", async () => {
    expect((await get(promoCodes, "/api/configuration/promotion-codes?includeInactive=false")).status).toBe(200);
    const bad = await get(promoCodes, "/api/configuration/promotion-codes?includeInactive=maybe");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { includeInactive: ["Choose true or false."] } });
  });
});
