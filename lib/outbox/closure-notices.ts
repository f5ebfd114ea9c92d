import "server-only";
import type { BookingContact } from "@frontdesk/lib/contract/booking-sheets";
import type { ClosureNotice } from "@frontdesk/lib/contract/messages";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookingSheets } from "@frontdesk/lib/platform/operations";
import type { Caller } from "@frontdesk/lib/client/transport";
import { appDatabase } from "@frontdesk/lib/app-db";
import { formatWallDateTime } from "@frontdesk/lib/venue/format";
import { enqueueMessages, messagesAbout, type NewMessage } from "./outbox";
import { mailConfigured, pokeSender } from "./sender";
import {
  TemplateRefusal,
  readTemplate,
  renderFor,
  siteValues,
  templateFor,
  type TemplateInUse,
  type TemplateSetup,
} from "./templates";
import { dateLocaleOf, languagesOf } from "./member-language";
import { venueLanguage } from "@frontdesk/lib/server/venue-settings";
import type { Locale } from "@frontdesk/lib/contract/locales";

const bookingContactsOf = (caller: Caller, bookingIds: number[]) =>
  callPlatform(caller, bookingSheets.getBookingContacts, { query: { bookingIds: bookingIds.join(",") } });

/**
 * Closure notices: "Email the members affected" from a closure's call list. Each member of each
 * clashing booking with an email address gets the "Booking affected by a closure" template for their own
 * booking (its site's name and phone, not the member's home site's); every message is rendered before any is queued (a template that cannot be filled refuses the lot,
 * naming the placeholder), then all are queued in one transaction, one per booking and member (asking again
 * queues only what is missing). Answers the call list's view: who was emailed (and each message's state),
 * who could not be and still needs a call.
 */
export async function emailMembersAffected(caller: Caller, bookingIds: number[]): Promise<ClosureNotice[]> {
  const contacts = await bookingContactsOf(caller, bookingIds);
  // Each member in their own language of correspondence, in the same run: a template (and its setup) per language.
  const languages = await languagesOf(contacts.flatMap((c) => c.members.map((m) => m.memberId)));
  const templates = new Map<Locale, { template: TemplateInUse; setup: TemplateSetup }>();
  for (const wanted of new Set(languages.values())) {
    const template = await templateFor("closure notice", wanted, caller);
    if (template === undefined)
      throw new TemplateRefusal("No template for closure notices is set up: create one under Communications first.");
    templates.set(wanted, { template, setup: await readTemplate(template.templateId, caller) });
  }
  const sites = new Map<string, Record<string, string>>();
  for (const siteId of new Set(contacts.map((c) => c.siteId))) sites.set(siteId, await siteValues(siteId, caller));
  const messages: NewMessage[] = [];
  for (const booking of contacts)
    for (const member of booking.members) {
      const { template, setup } = templates.get(languages.get(member.memberId) ?? venueLanguage())!;
      const values = { ...valuesOf(booking, template.language), ...sites.get(booking.siteId) };
      const rendered = await renderFor(setup, member.memberId, values, caller);
      if (!rendered.recipient) continue; // no address: the call list says to call them
      messages.push({
        kind: "closure notice",
        memberId: member.memberId,
        templateId: template.templateId,
        language: template.language,
        languageFallback: template.fallback,
        recipient: rendered.recipient,
        subject: rendered.subject,
        bodyHtml: rendered.bodyHtml,
        causedBy: caller.staffId,
        dedupeKey: `closure:${booking.bookingId}:${member.memberId}`,
        bookingId: booking.bookingId,
      });
    }
  const db = await appDatabase();
  await db.transaction((tx) => enqueueMessages(tx, messages));
  pokeSender();
  return closureNotices(contacts);
}

const valuesOf = (booking: BookingContact, language: Locale): Record<string, string> => ({
  BookingId: String(booking.bookingId),
  ActivityName: booking.activityName ?? booking.productId ?? (language === "cy" ? "eich archeb" : "your booking"),
  ...(booking.dateTimeFrom
    ? { StartDateTime: formatWallDateTime(booking.dateTimeFrom, { locale: dateLocaleOf(language) }) }
    : {}),
});

/** The call list's view of the notices: each booking's members, emailed (the message's state) or still to call. */
export async function closureNoticesOf(caller: Caller, bookingIds: number[]) {
  return closureNotices(await bookingContactsOf(caller, bookingIds));
}

async function closureNotices(contacts: BookingContact[]): Promise<ClosureNotice[]> {
  const sent = await messagesAbout(contacts.map((c) => c.bookingId));
  const byKey = new Map(
    sent.filter((m) => m.kind === "closure notice").map((m) => [`${m.bookingId}:${m.memberId}`, m] as const),
  );
  return contacts.flatMap((booking) =>
    booking.members.map((member) => {
      const message = byKey.get(`${booking.bookingId}:${member.memberId}`);
      return {
        bookingId: booking.bookingId,
        memberId: member.memberId,
        name: member.name,
        phone: member.phone,
        messageId: message?.id ?? null,
        state: message ? (message.state as ClosureNotice["state"]) : "not emailed",
        detail: message?.lastError ?? null,
        mailConfigured: mailConfigured(),
      };
    }),
  );
}
