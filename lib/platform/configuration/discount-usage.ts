import { and, asc, eq, gte, inArray, lt, gt, type SQL } from "drizzle-orm";
import { route, type InputContext } from "../http/route";
import { int32Max, queryValue } from "../http/input";
import { PlatformError } from "../http/errors";
import { activities, bookingDiscountUsages as usage, bookings, promoCodes } from "../db/schema";
import { bookingDiscountUsagePage, bookingDiscountUsageQuery } from "@/lib/contract/promotions";
import { datePart } from "./promotion-codes-rules";
import { requireMember } from "../members/member-record";

const filterNames = ["MemberID", "BookingID", "ActivityID", "PromotionCode", "DateFrom", "DateTo"] as const;
const tokenKey = "discount-usage-id";
const int32 = (v: string) => (/^[+-]?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= int32Max ? Number(v) : undefined);

/**
 * A price as a JSON number with its 2 decimal places kept (12.50, not 12.5), as the original's
 * decimal serialisation writes it: the marker string is replaced in the serialised text.
 * PostgreSQL text cannot hold NUL, so no stored string can forge the marker.
 */
const decimal = (value: string) => `\u0000dec:${Number(value).toFixed(2)}`;
const serialise = (body: unknown) => JSON.stringify(body).replace(/"\\u0000dec:(-?\d+\.\d{2})"/g, "$1");

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
export const listBookingDiscountUsage = route(
  {
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
  },
  async (ctx) => {
    const { after, memberId, bookingId, activityId, promotionCode, dateFrom, dateTo, limit, sent } = ctx.input.query;
    const filters: SQL[] = [];
    if (memberId !== undefined) filters.push(eq(usage.memberId, memberId));
    if (bookingId !== undefined) filters.push(eq(usage.bookingId, bookingId));
    if (activityId !== undefined) filters.push(eq(usage.activityId, activityId));
    if (promotionCode !== undefined) filters.push(eq(usage.promotionCode, promotionCode));
    if (dateFrom !== undefined) filters.push(gte(usage.bookingStartDateTime, new Date(`${dateFrom}T00:00:00Z`)));
    if (dateTo !== undefined)
      filters.push(lt(usage.bookingEndDateTime, new Date(new Date(`${dateTo}T00:00:00Z`).getTime() + 86_400_000)));

    // Keyset page of usage ids, then every matching entry of those ids (a page never splits an id).
    const pageIds = ctx.db
      .selectDistinct({ usageId: usage.usageId })
      .from(usage)
      .where(and(...filters, after === undefined ? undefined : gt(usage.usageId, after)))
      .orderBy(asc(usage.usageId))
      .limit(limit);
    const rows = await ctx.db
      .select()
      .from(usage)
      .where(and(...filters, inArray(usage.usageId, pageIds)))
      .orderBy(asc(usage.usageId), asc(usage.rowId));

    const ids = new Set(rows.map((r) => r.usageId));
    let next: string | null = null;
    if (ids.size >= limit && rows.length) {
      // the same filters as sent, then the token; colons stay readable (RFC 3986 allows them in a query)
      const encode = (v: string) => encodeURIComponent(v).replace(/%3A/gi, ":");
      const pairs = sent.filter(([key]) => key.toLowerCase() !== "continuation-token");
      pairs.push(["continuation-token", `${tokenKey}:${rows[rows.length - 1].usageId}`]);
      next = `${ctx.url.origin}${ctx.url.pathname}?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")}`;
    }
    const data = rows.map((r) => ({
      id: r.usageId,
      promotionCode: r.promotionCode,
      priceLevelCombo: r.priceLevelCombo,
      originalPrice: decimal(r.originalPrice),
      discountedPrice: decimal(r.discountedPrice),
      discountSalesInvoiceId: r.discountSalesInvoiceId,
      memberId: r.memberId,
      bookingId: r.bookingId,
      bookingRef: r.bookingRef,
      bookingStartDateTime: r.bookingStartDateTime?.toISOString() ?? null,
      bookingEndDateTime: r.bookingEndDateTime?.toISOString() ?? null,
    }));
    return new Response(serialise({ data, links: { next } }), {
      status: 200,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  },
);

export const discountUsageRoutes = [listBookingDiscountUsage];
