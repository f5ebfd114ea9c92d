import { sql, type SQL } from "drizzle-orm";
import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { isoText, rowsOf } from "../db/rows";
import * as declared from "./sample-values.schema";

/**
 * Extension (not in the spec): what a member's data would put in each placeholder the platform can
 * fill, so the template editor previews a real message instead of "[[FirstName]]". Member fields,
 * the member's home site, and their next booking (else their latest).
 */
export const readSampleValues = route(declared.readSampleValues, async (ctx) => {
  const { memberId } = ctx.input.query;
  // one statement: a confirmation waits on it at the desk (the member, their home site, their next or latest booking)
  const [member] = await rowsOf<{
    id: number;
    firstName: string;
    lastName: string;
    email: string | null;
    siteName: string | null;
    sitePhone: string | null;
    bookingId: number | null;
    start: string | null;
    activity: string | null;
  }>(
    ctx.db,
    sql`SELECT m.id, m.first_name AS "firstName", m.last_name AS "lastName", m.email, s.name AS "siteName",
          s.telephone AS "sitePhone", coalesce(next.id, latest.id) AS "bookingId",
          ${isoText(sql`coalesce(next.start_date_time, latest.start_date_time)`)} AS start,
          CASE WHEN next.id IS NOT NULL THEN next.activity ELSE latest.activity END AS activity
        FROM members m LEFT JOIN sites s ON s.id = m.home_site_id
        LEFT JOIN LATERAL (${placeOf(true)}) next ON true
        LEFT JOIN LATERAL (${placeOf(false, sql`AND next.id IS NULL`)}) latest ON true
        ${memberId === undefined ? sql`` : sql`WHERE m.id = ${memberId}`}
        ORDER BY m.id LIMIT 1`,
  );
  if (!member) throw PlatformError.text(404, `Member with ID ${memberId} does not exist.`);
  const values: Record<string, string> = {
    FirstName: member.firstName,
    LastName: member.lastName,
    MemberId: String(member.id),
    PreferredName: member.firstName,
    MembershipNumber: String(member.id).padStart(8, "0"),
  };
  if (member.email) values.Email = member.email;
  if (member.siteName) values.SiteName = member.siteName;
  if (member.sitePhone) values.SitePhone = member.sitePhone;
  if (member.bookingId !== null && member.start !== null) {
    values.BookingId = String(member.bookingId);
    values.StartDateTime = member.start.slice(0, 16).replace("T", " ");
    if (member.activity) values.ActivityName = member.activity;
  }
  const id = Number(member.id);
  return ctx.answer(200, { memberId: id, memberName: `${member.firstName} ${member.lastName}`, values });
});

/**
 * The member `m`'s first upcoming place (booked, not waiting), or (upcoming false) their latest one, read only `when`
 * (the latest only without an upcoming one); served by booking_members_member_start_idx.
 */
const placeOf = (upcoming: boolean, when: SQL = sql``) =>
  sql`SELECT b.id, b.start_date_time, a.name AS activity FROM booking_members bm
      JOIN bookings b ON b.id = bm.booking_id LEFT JOIN activities a ON a.id = b.activity_id
      WHERE bm.member_id = m.id AND NOT bm.waiting ${upcoming ? sql`AND bm.start_date_time >= now()` : sql``} ${when}
      ORDER BY bm.start_date_time ${upcoming ? sql`ASC` : sql`DESC`} LIMIT 1`;
