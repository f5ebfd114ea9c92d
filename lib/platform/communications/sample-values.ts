import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { activities, bookingMembers, bookings, members, sites } from "../db/schema";
import type { Executor } from "../db/client";
import * as declared from "./sample-values.schema";

/**
 * Extension (not in the spec): what a member's data would put in each placeholder the platform can
 * fill, so the template editor previews a real message instead of "[[FirstName]]". Member fields,
 * the member's home site, and their next booking (else their latest).
 */
export const readSampleValues = route(declared.readSampleValues, async (ctx) => {
  const { memberId } = ctx.input.query;
  const [member] = await ctx.db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      siteName: sites.name,
      sitePhone: sites.telephone,
    })
    .from(members)
    .leftJoin(sites, eq(sites.id, members.homeSiteId))
    .where(memberId === undefined ? undefined : eq(members.id, memberId))
    .orderBy(asc(members.id))
    .limit(1);
  if (!member) throw PlatformError.text(404, `Member with ID ${memberId} does not exist.`);
  const booking = (await nextBooking(ctx.db, member.id, true)) ?? (await nextBooking(ctx.db, member.id, false));
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
  if (booking) {
    values.BookingId = String(booking.id);
    values.StartDateTime = booking.start.toISOString().slice(0, 16).replace("T", " ");
    if (booking.activity) values.ActivityName = booking.activity;
  }
  return ctx.answer(200, { memberId: member.id, memberName: `${member.firstName} ${member.lastName}`, values });
});

/** The member's first upcoming booking, or (upcoming false) their latest one; served by booking_members_member_start_idx. */
async function nextBooking(db: Executor, memberId: number, upcoming: boolean) {
  const [row] = await db
    .select({ id: bookings.id, start: bookings.startDateTime, activity: activities.name })
    .from(bookingMembers)
    .innerJoin(bookings, eq(bookings.id, bookingMembers.bookingId))
    .leftJoin(activities, eq(activities.id, bookings.activityId))
    .where(
      and(
        eq(bookingMembers.memberId, memberId),
        eq(bookingMembers.waiting, false),
        upcoming ? gte(bookingMembers.startDateTime, sql`now()`) : undefined,
      ),
    )
    .orderBy(upcoming ? asc(bookingMembers.startDateTime) : desc(bookingMembers.startDateTime))
    .limit(1);
  return row;
}
