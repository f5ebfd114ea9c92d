import { sql } from "drizzle-orm";
import { type MemberAlertListPlace } from "../../contract/bookings";
import { route } from "../http/route";
import { requireMemberExists } from "../members/member-record";
import { alertListMemberNotFound } from "./alert-list.schema";
import { isoText, rowsOf } from "../db/rows";
import * as declared from "./member-alert-lists.schema";

/**
 * Extension: the alert lists a member waits on (the desk's "on a waiting list" alert and the data
 * export). The spec lists a booking's alert list nowhere by member, so this read is the sandbox's.
 */
export const listMemberAlertLists = route(declared.listMemberAlertLists, async (ctx) => {
  await requireMemberExists(ctx.db, ctx.memberId, () => alertListMemberNotFound(ctx.memberId));
  const rows = await rowsOf<MemberAlertListPlace>(
    ctx.db,
    sql`SELECT bm.booking_id AS "bookingId", a.id AS "activityId", a.name AS "activityName", b.site_id AS "siteId",
                 ${isoText(sql`b.start_date_time`)} AS "startDateTime", ${isoText(sql`b.end_date_time`)} AS "endDateTime",
                 (SELECT count(*)::int FROM booking_members w
                   WHERE w.booking_id = bm.booking_id AND w.waiting AND (w.created_on, w.id) < (bm.created_on, bm.id)) + 1 AS "alertListPosition",
                 ${isoText(sql`bm.created_on`)} AS "joinedOn"
          FROM booking_members bm
          JOIN bookings b ON b.id = bm.booking_id
          JOIN activities a ON a.id = b.activity_id
          WHERE bm.member_id = ${ctx.memberId} AND bm.waiting AND NOT b.cancelled
          ORDER BY b.start_date_time, bm.booking_id`,
  );
  return ctx.answer(
    200,
    rows.map((r) => ({ ...r, bookingId: Number(r.bookingId), alertListPosition: Number(r.alertListPosition) })),
  );
});
