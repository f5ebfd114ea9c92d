import { describe, expect, it } from "vitest";
import { call, expectEmpty, expectGate, expectText, fixtures, token } from "../testing";

const path = "/api/configuration/booking-discount-usage";
const reception = () => token({ products: ["FOH"], features: ["FOHGENERIC", "ONLINEBOOK", "BOOKINGDISCOUNTS"] });
const get = async (query: string) => call("GET", `${path}?${query}`, { token: await reception() });
const follow = async (next: string) =>
  call("GET", next.replace("http://localhost/platform", ""), { token: await reception() });
type Entry = {
  id: number;
  memberId: number;
  bookingId: number;
  bookingStartDateTime: string;
  bookingEndDateTime: string;
};

describe("GET booking-discount-usage (endpoint 12)", () => {
  it("returns BookingDiscountUsage entries ordered by id, one per booking member, prices with 2 decimals", async () => {
    const response = await get(`PromotionCode=${fixtures.promotionCode}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(Object.keys(body)).toEqual(["data", "links"]);
    expect(body.links).toEqual({ next: null });
    expect(body.data.map((e: Entry) => e.id)).toEqual([1, 1, 2, 3, 4, 4, 5, 6]);
    expect(Object.keys(body.data[0])).toEqual([
      "id",
      "promotionCode",
      "priceLevelCombo",
      "originalPrice",
      "discountedPrice",
      "discountSalesInvoiceId",
      "memberId",
      "bookingId",
      "bookingRef",
      "bookingStartDateTime",
      "bookingEndDateTime",
    ]);
    expect(body.data[0]).toEqual({
      id: 1,
      promotionCode: fixtures.promotionCode,
      priceLevelCombo: "[ADULT,JUNIOR]",
      originalPrice: 19,
      discountedPrice: 17.1,
      discountSalesInvoiceId: 500001,
      memberId: fixtures.members.guardian,
      bookingId: 900000,
      bookingRef: null,
      bookingStartDateTime: "2026-01-05T09:00:00.000Z",
      bookingEndDateTime: "2026-01-05T10:00:00.000Z",
    });
    expect(body.data[1].memberId).toBe(fixtures.members.dependant);
    expect(text).toContain('"originalPrice":19.00,"discountedPrice":17.10,');
  });

  it("pages by usage id (default limit 50) and follows links.next with the same filters", async () => {
    const code = fixtures.discountUsage.promotionCodeWithOver50Usages;
    const first = await (await get(`PromotionCode=${code}`)).json();
    const ids = [...new Set(first.data.map((e: Entry) => e.id))];
    expect(ids).toHaveLength(50);
    expect(first.data.length).toBeGreaterThan(50); // family bookings repeat an id
    expect(first.links.next).toBe(
      `http://localhost/platform/api/configuration/booking-discount-usage?PromotionCode=${code}&continuation-token=discount-usage-id:${ids[49]}`,
    );
    const second = await (await follow(first.links.next)).json();
    const rest = [...new Set(second.data.map((e: Entry) => e.id))] as number[];
    expect(rest).toHaveLength(10);
    expect(rest[0]).toBeGreaterThan(ids[49] as number);
    expect(second.links.next).toBeNull();
  });

  it("never splits a usage id across pages; a full final page is followed by an empty page", async () => {
    const page = await (await get(`PromotionCode=${fixtures.promotionCode}&limit=1`)).json();
    expect(page.data.map((e: Entry) => e.id)).toEqual([1, 1]);
    expect(page.links.next).toContain("continuation-token=discount-usage-id:1");
    expect(page.links.next).toContain("limit=1");
    const full = await (await get(`PromotionCode=${fixtures.promotionCode}&limit=6`)).json();
    expect(new Set(full.data.map((e: Entry) => e.id)).size).toBe(6);
    const empty = await (await follow(full.links.next)).json();
    expect(empty).toEqual({ data: [], links: { next: null } });
    const big = await (await get(`PromotionCode=${fixtures.promotionCode}&limit=100000`)).json();
    expect(big.links.next).toBeNull();
  });

  it("filters combine with AND: member, booking, activity, dates (date part only)", async () => {
    const guardian = await (
      await get(`MemberID=${fixtures.members.guardian}&PromotionCode=${fixtures.promotionCode}`)
    ).json();
    expect(guardian.data.map((e: Entry) => e.id)).toEqual([1, 4]);
    expect(guardian.data.every((e: Entry) => e.memberId === fixtures.members.guardian)).toBe(true);
    const booking = await (await get("BookingID=900003")).json();
    expect(booking.data.map((e: Entry) => [e.id, e.bookingId])).toEqual([
      [4, 900003],
      [4, 900003],
    ]);
    const activity = await (await get(`ActivityID=${fixtures.discountUsage.activityId}&limit=500`)).json();
    expect(new Set(activity.data.map((e: Entry) => e.id)).size).toBe(60);
    // bookings start 2026-01-05 + n days; the DateFrom time is ignored, DateTo covers its whole day
    const window = await (await get("DateFrom=2026-01-06T23:59:00&DateTo=2026-01-08T00:00:00Z")).json();
    expect([...new Set(window.data.map((e: Entry) => e.id))]).toEqual([2, 3, 4]);
    const sameDay = await (await get("DateFrom=2026-01-07&DateTo=2026-01-07")).json();
    expect([...new Set(sameDay.data.map((e: Entry) => e.id))]).toEqual([3]);
    const none = await (await get(`MemberID=${fixtures.members.noWallet}`)).json();
    expect(none).toEqual({ data: [], links: { next: null } });
  });

  it("continuation-token is parsed before anything else", async () => {
    await expectText(await get("continuation-token=abc"), 400, "Invalid continuation token format");
    await expectText(await get("continuation-token=a:b:c&MemberID=1"), 400, "Invalid continuation token format");
    await expectText(
      await get("continuation-token=usage-id:5&MemberID=99999999"),
      400,
      "Invalid continuation token key",
    );
    await expectText(
      await get("continuation-token=discount-usage-id:x&limit=0"),
      400,
      "Invalid continuation token value",
    );
    await expectText(await get("continuation-token=discount-usage-id:"), 400, "Invalid continuation token value");
  });

  it("400 plain: at least one filter", async () => {
    const message =
      "At least one of the following query parameters must be provided: MemberID, BookingID, ActivityID, PromotionCode, DateFrom, DateTo.";
    await expectText(await call("GET", path, { token: await reception() }), 400, message);
    await expectText(await get("limit=10&continuation-token=discount-usage-id:3"), 400, message);
  });

  it("400 plain: unknown ids in the spec's order, then the date window, then limit", async () => {
    await expectText(
      await get(`MemberID=${fixtures.unknownMemberId}&BookingID=123456789&ActivityID=NOPE`),
      400,
      `Member with ID '${fixtures.unknownMemberId}' does not exist.`,
    );
    await expectText(
      await get("BookingID=123456789&ActivityID=NOPE"),
      400,
      "Booking with ID '123456789' does not exist.",
    );
    await expectText(await get("ActivityID=NOPE&PromotionCode=NOPE"), 400, "Activity with ID 'NOPE' does not exist.");
    await expectText(
      await get("PromotionCode=NOPE&DateFrom=2026-02-01&DateTo=2026-01-01"),
      400,
      "Promotion code 'NOPE' does not exist.",
    );
    await expectText(
      await get(`PromotionCode=${fixtures.promotionCode.toLowerCase()}`),
      400,
      `Promotion code '${fixtures.promotionCode.toLowerCase()}' does not exist.`,
    );
    await expectText(
      await get("DateFrom=2026-02-01&DateTo=2026-01-31T23:00:00&limit=0"),
      400,
      "DateTo cannot be before DateFrom. Please enter a valid date.",
    );
    await expectText(await get("DateFrom=2026-02-01&limit=0"), 400, "Limit must be greater than 0");
    await expectText(await get("DateFrom=2026-02-01&limit=-3"), 400, "Limit must be greater than 0");
  });

  it("400 plain when a value is not a number or a date", async () => {
    await expectText(await get("MemberID=abc"), 400, "The value 'abc' is not valid for MemberID.");
    await expectText(await get("DateFrom=yesterday"), 400, "The value 'yesterday' is not valid for DateFrom.");
    await expectText(await get("MemberID=1001&limit=ten"), 400, "The value 'ten' is not valid for limit.");
    await expectText(await get("MemberID=2147483648"), 400, "The value '2147483648' is not valid for MemberID.");
    await expectText(await get("BookingID=1.5"), 400, "The value '1.5' is not valid for BookingID.");
  });

  it("gate: products FOH/CONSUMER or features FOHGENERIC/ONLINEBOOK, plus the BOOKINGDISCOUNTS module", async () => {
    await expectGate("GET", `${path}?MemberID=1001`);
    const noModule = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
    await expectText(
      await call("GET", `${path}?MemberID=1001`, { token: noModule }),
      403,
      "The requested operation requires Module BOOKINGDISCOUNTS to be enabled.",
    );
    await expectEmpty(
      await call("GET", `${path}?MemberID=1001`, {
        token: await token({ products: ["ADMIN"], features: ["BOOKINGDISCOUNTS"] }),
      }),
      403,
    );
    const consumer = await token({ products: ["CONSUMER"], features: ["BOOKINGDISCOUNTS"] });
    expect((await call("GET", `${path}?MemberID=1001`, { token: consumer })).status).toBe(200);
  });
});
