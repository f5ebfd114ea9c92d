import { and, asc, eq, gte, inArray, lt, gt, type SQL } from "drizzle-orm";
import { route } from "../http/route";
import { bookingDiscountUsages as usage } from "../db/schema";
import * as declared from "./discount-usage.schema";
import { tokenKey } from "./discount-usage.schema";

/** Endpoint 12: the usage history by filters, paged by usage id with a continuation token. */
export const listBookingDiscountUsage = route(declared.listBookingDiscountUsage, async (ctx) => {
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
    originalPrice: Number(r.originalPrice),
    discountedPrice: Number(r.discountedPrice),
    discountSalesInvoiceId: r.discountSalesInvoiceId,
    memberId: r.memberId,
    bookingId: r.bookingId,
    bookingRef: r.bookingRef,
    bookingStartDateTime: r.bookingStartDateTime?.toISOString() ?? null,
    bookingEndDateTime: r.bookingEndDateTime?.toISOString() ?? null,
  }));
  // a price keeps its 2 decimal places (12.50, not 12.5), as the original's decimal serialisation writes it
  return ctx.answer(200, { data, links: { next } }, { fixed: { originalPrice: 2, discountedPrice: 2 } });
});
