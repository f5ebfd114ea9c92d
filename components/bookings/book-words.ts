import type { AvailabilitySlot } from "@frontdesk/lib/contract/bookings";
import type { BookingSuspension, DeskCancelled, ConfirmationEmail } from "@frontdesk/lib/contract/booking-places";
import type { Words } from "@/components/ui/catalogue";
import { sessionStage } from "@frontdesk/lib/domain/waiting-list-offers";
import { formatDateTime } from "@frontdesk/lib/venue/format";

/**
 * The booking desk's sentences (messages/*.json, Bookings.book; `t`: `useTranslations("Bookings")` on a screen,
 * `createTranslator` in tests). Words that come from the platform (a status's refusal, a ladder's detail) stay as
 * the platform wrote them.
 */

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
export function whyNotBookable(t: Words, s: AvailabilitySlot, m: MemberStanding, siteId: string, now = Date.now()) {
  const stage = sessionStage(s, now);
  if (stage !== "coming") return t(stage === "started" ? "book.started" : "book.ended");
  if (m.statusRefusal) return `${m.statusRefusal}.`;
  if (m.holds.has(s.bookingId)) return t("book.alreadyHeld");
  if (m.restricted.has(s.activityId)) return t("book.restricted", { activity: s.activityName });
  const suspended = m.suspensions.find((x) => x.siteId === siteId);
  if (suspended) return t("book.suspended", { until: formatDateTime(suspended.until), strikes: suspended.strikes });
  if (s.spacesLeft <= 0) return s.alertListsEnabled ? t("book.fullWaitingList") : t("book.full");
  return undefined;
}

export const freePlacesWords = (t: Words, s: AvailabilitySlot) =>
  s.spacesLeft <= 0
    ? t("book.fullPlaces", { capacity: s.capacity })
    : t("book.freePlaces", { free: s.spacesLeft, capacity: s.capacity });

/** Inside the site's cancellation window, a cancellation counts against the member: said before it is made. */
export function lateWarning(t: Words, startDateTime: string, windowMinutes: number, now = Date.now()) {
  if (windowMinutes <= 0 || Date.parse(startDateTime) - now > windowMinutes * 60_000) return undefined;
  return windowMinutes % 60 === 0
    ? t("book.lateHours", { hours: windowMinutes / 60 })
    : t("book.lateMinutes", { minutes: windowMinutes });
}

export const emailWords = (t: Words, email: ConfirmationEmail) =>
  email.state === "queued"
    ? email.detail
      ? `${t("book.emailed")} ${email.detail}`
      : t("book.emailed")
    : (email.detail ?? t("book.notEmailed"));

/** The desk's toast after a cancellation: late or not, and what the freed place did next. */
export function cancelledWords(t: Words, { cancellation: c, ladder }: DeskCancelled) {
  const said = [t("book.cancelled")];
  if (c.late) said.push(t("book.cancelledLate"));
  if (c.suspendedUntil) said.push(t("book.nowSuspended", { until: formatDateTime(c.suspendedUntil) }));
  return `${said.join(" ")} ${ladder.detail}`;
}
