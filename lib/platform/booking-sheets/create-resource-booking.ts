import { sql } from "drizzle-orm";
import { pgArray } from "../db/bulk";
import { firstRowOf, rowsOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { lockProducts } from "./clashes";
import { messages } from "./messages";
import { formatWall, parseWallDateTime, wallToInstant } from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import * as declared from "./create-resource-booking.schema";
import { resourceBookingMessages } from "./create-resource-booking.schema";

/**
 * Extension: POST /api/booking-sheets/bookings books a resource product (a court, a pitch) for
 * members, so a sandbox's sheet can hold bookings an exception then meets. One transaction, with
 * the product's writers serialised like the exception writes.
 */
export const createResourceBooking = route(declared.createResourceBooking, async (ctx) => {
  const body = ctx.input.body;
  const product = await firstRowOf<{ id: string; site_id: string; time_zone: string }>(
    ctx.db,
    sql`SELECT p.id, p.site_id, s.time_zone FROM products p JOIN sites s ON s.id = p.site_id
          WHERE lower(p.id) = lower(${body.productId}) AND p.kind = 'resource'`,
  );
  if (!product) throw PlatformError.text(400, messages.unknownProduct(body.productId));
  const wall = (field: string, value: string) => {
    const ms = parseWallDateTime(value, product.time_zone);
    if (ms === undefined) throw PlatformError.text(400, resourceBookingMessages.invalidDateTime(field, value));
    return ms;
  };
  const from = wall("DateTimeFrom", body.dateTimeFrom);
  const to = wall("DateTimeTo", body.dateTimeTo);
  if (to <= from) throw PlatformError.text(400, resourceBookingMessages.toNotAfterFrom);
  const memberIds = [...new Set(body.memberIds)];
  const found = new Set(
    (
      await rowsOf<{ id: number }>(ctx.db, sql`SELECT id FROM members WHERE id = ANY(${pgArray(memberIds, "int")})`)
    ).map((r) => Number(r.id)),
  );
  const unknown = memberIds.find((id) => !found.has(id));
  if (unknown !== undefined) throw PlatformError.text(400, resourceBookingMessages.unknownMember(unknown));

  const localFrom = formatWall(from);
  const localTo = formatWall(to);
  const start = wallToInstant(from, product.time_zone).toISOString();
  const end = wallToInstant(to, product.time_zone).toISOString();
  const bookingId = await ctx.db.transaction(async (tx) => {
    await lockProducts(tx, [product.id]);
    const clash = await firstRowOf<{ kind: string }>(
      tx,
      sql`SELECT 'booked' AS kind FROM bookings
            WHERE product_id = ${product.id} AND NOT cancelled AND local_from < ${localTo}::timestamp AND local_to > ${localFrom}::timestamp
            UNION ALL
            SELECT 'blocked' FROM booking_sheet_exceptions
            WHERE product_id = ${product.id} AND date_time_from < ${localTo}::timestamp AND date_time_to >= ${localFrom}::timestamp
            LIMIT 1`,
    );
    if (clash) throw PlatformError.text(409, resourceBookingMessages[clash.kind as "booked" | "blocked"]);
    const row = await firstRowOf<{ id: number }>(
      tx,
      sql`INSERT INTO bookings (product_id, site_id, start_date_time, end_date_time, local_from, local_to, capacity)
            VALUES (${product.id}, ${product.site_id}, ${start}::timestamptz, ${end}::timestamptz, ${localFrom}::timestamp, ${localTo}::timestamp, ${Math.max(1, memberIds.length)})
            RETURNING id`,
    );
    const id = Number(row!.id);
    if (memberIds.length)
      await tx.execute(sql`
          INSERT INTO booking_members (booking_id, member_id, start_date_time, waiting, paid)
          SELECT ${id}, m, ${start}::timestamptz, false, false FROM unnest(${pgArray(memberIds, "int")}) AS x(m)`);
    return id;
  });
  return ctx.answer(201, { bookingId });
});
