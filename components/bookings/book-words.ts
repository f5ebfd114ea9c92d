import type { AvailabilitySlot } from "@/lib/contract/bookings";
import type { BookingSuspension, DeskCancelled, ConfirmationEmail } from "@/lib/contract/booking-places";
import { sessionStage } from "@/lib/domain/waiting-list-offers";
import { formatDateTime } from "@/lib/venue/format";

/** What the desk knows about the member before booking: the activities they may not book, their suspensions. */
export interface MemberStanding {
  /** activity ids the member's restriction check refuses */
  restricted: ReadonlySet<string>;
  suspensions: readonly BookingSuspension[];
  /** the member already holds a place (booked or waiting) on these sessions */
  holds: ReadonlySet<number>;
  /** their status refuses every booking, in the platform's words */
  statusRefusal?: string | null;
}

/**
 * Why the member cannot be booked onto this session, in words, before anyone presses anything; undefined: they can.
 * The platform checks all of it again when the desk books (and capacity under the session's lock).
 */
export function whyNotBookable(s: AvailabilitySlot, m: MemberStanding, siteId: string, now = Date.now()) {
  const stage = sessionStage(s, now);
  if (stage !== "coming") return `It has ${stage}.`;
  if (m.statusRefusal) return `${m.statusRefusal}.`;
  if (m.holds.has(s.bookingId)) return "They already have a place on it.";
  if (m.restricted.has(s.activityId)) return `${s.activityName} is for members holding certain subscriptions.`;
  const suspended = m.suspensions.find((x) => x.siteId === siteId);
  if (suspended)
    return `Booking here is suspended until ${formatDateTime(suspended.until)} (${suspended.strikes} late cancellations or no-shows).`;
  if (s.spacesLeft <= 0)
    return s.alertListsEnabled ? "It is full: add them to the waiting list instead." : "It is full.";
  return undefined;
}

export const freePlacesWords = (s: AvailabilitySlot) =>
  s.spacesLeft <= 0 ? `Full (${s.capacity} places)` : `${s.spacesLeft} of ${s.capacity} places free`;

/** Inside the site's cancellation window, a cancellation counts against the member: said before it is made. */
export function lateWarning(startDateTime: string, windowMinutes: number, now = Date.now()): string | undefined {
  if (windowMinutes <= 0 || Date.parse(startDateTime) - now > windowMinutes * 60_000) return undefined;
  const hours = windowMinutes % 60 === 0 ? `${windowMinutes / 60} hours` : `${windowMinutes} minutes`;
  return `This is within ${hours} of the start, so it counts as a late cancellation against the member.`;
}

export const emailWords = (email: ConfirmationEmail) =>
  email.state === "queued"
    ? `Confirmation emailed.${email.detail ? ` ${email.detail}` : ""}`
    : (email.detail ?? "No confirmation was emailed.");

/** The desk's toast after a cancellation: late or not, and what the freed place did next. */
export function cancelledWords({ cancellation: c, ladder }: DeskCancelled) {
  const late = c.late ? " It counts as a late cancellation." : "";
  const suspended = c.suspendedUntil
    ? ` Booking at this site is now suspended until ${formatDateTime(c.suspendedUntil)}.`
    : "";
  return `Place cancelled.${late}${suspended} ${ladder.detail}`;
}
