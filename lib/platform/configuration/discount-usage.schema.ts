import { operation } from "../http/operation";
import { bookingDiscountUsagePage, bookingDiscountUsageQuery } from "@frontdesk/lib/contract/promotions";
import { promoCodes, activities, bookings } from "../db/schema";
import { eq } from "drizzle-orm";
import { requireMember } from "../members/member-record";
import { datePart } from "./promotion-codes-rules";
import { int32Max, queryValue } from "../http/input";
import { PlatformError } from "../http/errors";
import type { InputContext } from "../http/route";

const filterNames = ["MemberID", "BookingID", "ActivityID", "PromotionCode", "DateFrom", "DateTo"] as const;

export const tokenKey = "discount-usage-id";

const int32 = (v: string) => (/^[+-]?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= int32Max ? Number(v) : undefined);

/**
 * Endpoint 12's query, in the spec's order of checks: continuation-token (before anything else), value
 * formats, at least one filter, MemberID, BookingID, ActivityID and PromotionCode existence, the date
 * window, then limit. Each failure is 400 plain text.
 */
async function readUsageQuery(query: URLSearchParams, ctx: InputContext) {
  // 1. continuation-token, before anything else
  let after: number | undefined;
  const token = queryValue(query, "continuation-token");
  if (token !== undefined) {
    const parts = token.split(":");
    if (parts.length !== 2) throw PlatformError.text(400, "Invalid continuation token format");
    if (parts[0] !== tokenKey) throw PlatformError.text(400, "Invalid continuation token key");
    after = int32(parts[1]);
    if (after === undefined) throw PlatformError.text(400, "Invalid continuation token value");
  }

  // 2. value formats (model binding)
  const invalid = (name: string, value: string) =>
    PlatformError.text(400, `The value '${value}' is not valid for ${name}.`);
  const raw = Object.fromEntries(filterNames.map((n) => [n, queryValue(query, n)])) as Record<
    (typeof filterNames)[number],
    string | undefined
  >;
  const memberId = raw.MemberID === undefined ? undefined : int32(raw.MemberID);
  if (raw.MemberID !== undefined && memberId === undefined) throw invalid("MemberID", raw.MemberID);
  const bookingId = raw.BookingID === undefined ? undefined : int32(raw.BookingID);
  if (raw.BookingID !== undefined && bookingId === undefined) throw invalid("BookingID", raw.BookingID);
  const dateFrom = raw.DateFrom === undefined ? undefined : datePart(raw.DateFrom);
  if (raw.DateFrom !== undefined && dateFrom === undefined) throw invalid("DateFrom", raw.DateFrom);
  const dateTo = raw.DateTo === undefined ? undefined : datePart(raw.DateTo);
  if (raw.DateTo !== undefined && dateTo === undefined) throw invalid("DateTo", raw.DateTo);
  const rawLimit = queryValue(query, "limit");
  const limit = rawLimit === undefined ? 50 : int32(rawLimit);
  if (limit === undefined) throw invalid("limit", rawLimit ?? "");

  // 3. at least one filter
  if (filterNames.every((n) => raw[n] === undefined)) {
    throw PlatformError.text(
      400,
      "At least one of the following query parameters must be provided: MemberID, BookingID, ActivityID, PromotionCode, DateFrom, DateTo.",
    );
  }

  // 4. existence, in the spec's order
  if (memberId !== undefined) {
    await requireMember(ctx.db, memberId, () =>
      PlatformError.text(400, `Member with ID '${raw.MemberID}' does not exist.`),
    );
  }
  if (bookingId !== undefined) {
    const [b] = await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
    if (!b) throw PlatformError.text(400, `Booking with ID '${raw.BookingID}' does not exist.`);
  }
  if (raw.ActivityID !== undefined) {
    const [a] = await ctx.db.select({ id: activities.id }).from(activities).where(eq(activities.id, raw.ActivityID));
    if (!a) throw PlatformError.text(400, `Activity with ID '${raw.ActivityID}' does not exist.`);
  }
  if (raw.PromotionCode !== undefined) {
    const [p] = await ctx.db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.code, raw.PromotionCode));
    if (!p) throw PlatformError.text(400, `Promotion code '${raw.PromotionCode}' does not exist.`);
  }

  // 5. the date window
  if (dateFrom !== undefined && dateTo !== undefined && dateTo < dateFrom)
    throw PlatformError.text(400, "DateTo cannot be before DateFrom. Please enter a valid date.");

  // 6. limit (the original fails with 500 on limit=0)
  if (limit <= 0) throw PlatformError.text(400, "Limit must be greater than 0");

  return {
    after,
    memberId,
    bookingId,
    activityId: raw.ActivityID,
    promotionCode: raw.PromotionCode,
    dateFrom,
    dateTo,
    limit,
    /** the query as sent, repeated by links.next */
    sent: [...query],
  };
}

/** Endpoint 12: the usage history by filters, paged by usage id with a continuation token. */
export const listBookingDiscountUsage = operation({
  method: "get",
  path: "/api/configuration/booking-discount-usage",
  summary: "List booking-discount usage",
  description:
    "Check order: continuation-token (parsed before anything else), value formats, at least one filter, MemberID, BookingID, ActivityID, PromotionCode existence, " +
    "DateTo not before DateFrom, then limit. DateFrom and DateTo keep their date part (UTC): booking start on or after DateFrom's date, booking end on or before the end of DateTo's date. " +
    "Pages hold `limit` usage ids (default 50, no upper bound); every entry of a usage id is on the same page, ordered by id. links.next repeats the filters with " +
    "continuation-token=discount-usage-id:{last id}; null when the page holds fewer ids than limit. " +
    "Better than the original: limit=0 (or negative) answers 400 plain text `Limit must be greater than 0` instead of 500; a value that is not a number or date answers 400 plain text `The value '{value}' is not valid for {name}.`.",
  tags: ["Configuration: promotion codes"],
  products: ["FOH", "CONSUMER"],
  features: ["FOHGENERIC", "ONLINEBOOK"],
  modules: ["BOOKINGDISCOUNTS"],
  input: { query: { schema: bookingDiscountUsageQuery, parse: readUsageQuery } },
  responses: {
    200: { description: "{ data: BookingDiscountUsage[], links: { next } }", schema: bookingDiscountUsagePage },
    400: { description: "Plain text (see the description for the messages)", kind: "text" },
  },
});
