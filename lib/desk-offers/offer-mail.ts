import "server-only";
import type { AlertListView } from "@frontdesk/lib/contract/bookings";
import type { OfferEmail } from "@frontdesk/lib/contract/waiting-list-offers";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import type { NewMessage } from "@frontdesk/lib/outbox/outbox";
import { TemplateRefusal, readTemplate, renderFor, siteValues, templateFor } from "@frontdesk/lib/outbox/templates";
import { offerLinks } from "./offer-links";
import { dateLocaleOf, languagesOf } from "@frontdesk/lib/outbox/member-language";
import { venueLanguage } from "@frontdesk/lib/server/venue-settings";
import type { Locale } from "@frontdesk/lib/contract/locales";

/** The session's own values for a message's placeholders: what, where, when (the venue's clock). */
export async function sessionValues(list: AlertListView, language: Locale): Promise<Record<string, string>> {
  return {
    BookingId: String(list.bookingId),
    ActivityName: list.activityName,
    StartDateTime: formatDateTime(list.startDateTime, { locale: dateLocaleOf(language) }),
    ...(await siteValues(list.siteId)),
  };
}

/**
 * The email of an offer about to be made (its id taken ahead, so the links name it): rendered from the
 * venue's "Waiting-list offer" template, or why none goes (no address: the desk phones them; a template
 * that cannot be filled, named). Queued by the caller in the offer's own transaction.
 */
export async function composeOfferEmail(
  list: AlertListView,
  memberId: number,
  offerId: number,
  expiresAt: Date,
  causedBy: string,
): Promise<{ message?: NewMessage; email: OfferEmail }> {
  try {
    const wanted = (await languagesOf([memberId])).get(memberId) ?? venueLanguage();
    const template = await templateFor("waiting-list offer", wanted);
    if (template === undefined)
      return { email: { state: "not sent", detail: "No waiting-list offer template is set up: phone the member." } };
    const { templateId, language } = template;
    const rendered = await renderFor(await readTemplate(templateId), memberId, {
      ...(await sessionValues(list, language)),
      HoldUntil: formatDateTime(expiresAt, { locale: dateLocaleOf(language) }),
      ...offerLinks(offerId, memberId),
    });
    if (!rendered.recipient)
      return { email: { state: "no address", detail: "They have no email address: phone them to offer the place." } };
    return {
      email: { state: "queued", detail: null },
      message: {
        kind: "waiting-list offer",
        memberId,
        templateId,
        recipient: rendered.recipient,
        subject: rendered.subject,
        bodyHtml: rendered.bodyHtml,
        causedBy,
        dedupeKey: `offer:${offerId}`,
        bookingId: list.bookingId,
        offerId,
        language,
        languageFallback: template.fallback,
      },
    };
  } catch (error) {
    if (error instanceof TemplateRefusal)
      return { email: { state: "not sent", detail: `${error.message} Phone the member.` } };
    throw error;
  }
}
