import { sql } from "drizzle-orm";
import { type BookingContact } from "../../contract/booking-sheets";
import { pgArray } from "../db/bulk";
import { rowsOf } from "../db/rows";
import { route } from "../http/route";
import * as declared from "./booking-contacts.schema";

/**
 * Extension: GET /api/booking-sheets/booking-contacts?bookingIds=1,2 gives, per booking, its time,
 * site, product and the members holding a place with their phone, so staff can call them before closing
 * a court. A 409 of the exception update names bookings by id only.
 */
export const getBookingContacts = route(declared.getBookingContacts, async (ctx) => {
  const { bookingIds } = ctx.input.query;
  const rows = await rowsOf<{
    id: number;
    product_id: string | null;
    site_id: string;
    local_from: string | null;
    local_to: string | null;
    activity_name: string | null;
    member_id: number | null;
    first_name: string | null;
    last_name: string | null;
    phone: string | null;
  }>(
    ctx.db,
    sql`SELECT b.id, b.product_id, b.site_id,
                 to_char(b.local_from, 'YYYY-MM-DD"T"HH24:MI:SS') AS local_from, to_char(b.local_to, 'YYYY-MM-DD"T"HH24:MI:SS') AS local_to,
                 a.name AS activity_name, m.id AS member_id, m.first_name, m.last_name, m.phone
          FROM bookings b
          LEFT JOIN activities a ON a.id = b.activity_id
          LEFT JOIN booking_members bm ON bm.booking_id = b.id AND NOT bm.waiting
          LEFT JOIN members m ON m.id = bm.member_id
          WHERE b.id = ANY(${pgArray(bookingIds, "int")})
          ORDER BY b.id, m.id`,
  );
  const byId = new Map<number, BookingContact>();
  for (const r of rows) {
    const id = Number(r.id);
    let contact = byId.get(id);
    if (!contact)
      byId.set(
        id,
        (contact = {
          bookingId: id,
          productId: r.product_id,
          siteId: r.site_id,
          dateTimeFrom: r.local_from,
          dateTimeTo: r.local_to,
          activityName: r.activity_name,
          members: [],
        }),
      );
    if (r.member_id !== null)
      contact.members.push({
        memberId: Number(r.member_id),
        name: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim(),
        phone: r.phone,
      });
  }
  return ctx.answer(
    200,
    bookingIds.flatMap((id) => byId.get(id) ?? []),
  );
});
