import "server-only";
import type { ConfirmationEmail } from "@frontdesk/lib/contract/booking-places";
import type { MessageKind } from "@frontdesk/lib/domain/messages";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { appDatabase } from "@frontdesk/lib/app-db";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import { log } from "@frontdesk/lib/server/log";
import { enqueueMessages } from "./outbox";
import { ExtensionMissing, platformOffers } from "@frontdesk/lib/client/extensions";
import type { RouteSpec } from "@frontdesk/lib/platform/http/route";
import { dateLocaleOf, languagesOf } from "./member-language";
import { venueLanguage } from "@frontdesk/lib/server/venue-settings";
import { mailConfigured, pokeSender } from "./sender";
import { TemplateRefusal, memberValues, readTemplate, renderWith, siteValues, templateFor } from "./templates";

/** What a confirmation names: one change of a session's place or a resource slot (its history entry), what, when, where. */
interface Confirmed {
  bookingId: number;
  memberId: number;
  eventId: number;
  activityName: string;
  startDateTime: string;
  siteId: string;
}
type Change =
  | { kind: "booking confirmation"; place: Confirmed }
  | { kind: "cancellation confirmation"; place: Confirmed & { reason: string } };

/** One change, one message: the place's history entry names it (a retried request queues nothing more). */
const dedupeKeyOf = (change: Change) =>
  `${change.kind === "booking confirmation" ? "booked" : "cancelled"}:${change.place.bookingId}:${change.place.memberId}:${change.place.eventId}`;

/**
 * What a confirmation needs of its member: the template in their language, and their data. It does not depend on the
 * change, so a desk's route starts it beside the change itself (`queueConfirmation`'s `addressee`): a desk waits on
 * both, and each statement of theirs is a round trip. Nothing is written. Read only from a platform that serves the
 * change (`change`, the platform operation making it): against one that does not, the change is refused in words and
 * the platform is asked nothing else.
 */
export function readAddressee(kind: Change["kind"], memberId: number, change: RouteSpec) {
  const reading = platformOffers(change).then((offered) => {
    if (!offered) throw new ExtensionMissing(change);
    return addresseeOf(kind, memberId);
  });
  reading.catch(() => {}); // the change's own failure answers first; queueConfirmation meets this one if it comes to it
  return reading;
}

const addresseeOf = (kind: Change["kind"], memberId: number) =>
  Promise.all([
    languagesOf([memberId]).then((languages) => templateFor(kind, languages.get(memberId) ?? venueLanguage())),
    memberValues(memberId),
  ]);

/**
 * Queues the member's confirmation of a booking or a cancellation the platform has made (never before it has:
 * no member hears of a change that did not happen), rendered from the venue's template for the kind (picked like
 * the others: the manager's pick, else the first saved one of its type). A member without an address gets none
 * (the desk tells them), nor does a template that cannot be filled (named); answers which.
 */
export async function queueConfirmation(
  change: Change,
  causedBy: string,
  addressee?: ReturnType<typeof addresseeOf>,
): Promise<ConfirmationEmail> {
  const kind: MessageKind = change.kind;
  const { place } = change;
  try {
    const [[template, member], site] = await Promise.all([
      addressee ?? addresseeOf(kind, place.memberId),
      siteValues(place.siteId),
    ]);
    if (template === undefined)
      return { state: "not sent", detail: `No ${kind} template is set up, so no email was sent.` };
    const { templateId, language } = template;
    const rendered = renderWith(await readTemplate(templateId), member, {
      BookingId: String(place.bookingId),
      ActivityName: place.activityName,
      StartDateTime: formatDateTime(place.startDateTime, { locale: dateLocaleOf(language) }),
      ...site,
      ...(change.kind === "cancellation confirmation" ? { CancelReason: change.place.reason } : {}),
    });
    if (!rendered.recipient)
      return { state: "no address", detail: "They have no email address, so no confirmation was sent." };
    const db = await appDatabase();
    await enqueueMessages(db, [
      {
        kind,
        memberId: place.memberId,
        templateId,
        recipient: rendered.recipient,
        subject: rendered.subject,
        bodyHtml: rendered.bodyHtml,
        causedBy,
        dedupeKey: dedupeKeyOf(change),
        bookingId: place.bookingId,
        language,
        languageFallback: template.fallback,
      },
    ]);
    pokeSender();
    return {
      state: "queued",
      detail: mailConfigured() ? null : "Email is not set up at this venue, so it will not be sent.",
    };
  } catch (error) {
    if (error instanceof TemplateRefusal) return { state: "not sent", detail: error.message };
    // the change is made: a confirmation that cannot be prepared never turns it into a failure
    log.error({ kind: change.kind, ...failureFields(error) }, "a confirmation could not be prepared");
    return { state: "not sent", detail: "The confirmation email could not be prepared; tell the member at the desk." };
  }
}
