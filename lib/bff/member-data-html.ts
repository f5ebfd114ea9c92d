import type { PastBooking } from "@frontdesk/lib/contract/bookings";
import { languageNames } from "@frontdesk/lib/contract/locales";
import { configureVenue, formatCalendarDate, formatDateTime, venueSettings } from "@frontdesk/lib/venue/format";
import { venueSettingsFromEnv } from "@frontdesk/lib/server/venue-settings";
import type { MemberData } from "./member-data";
import { visitMethodWords } from "@frontdesk/lib/contract/visit-words";

/**
 * The readable copy of a member's data export: one standalone, printable HTML document in plain
 * words (headings, tables with captions and header cells, so it reads well aloud and passes axe),
 * streamed like the JSON: the bookings table is written a platform page at a time.
 */
const escape = (value: unknown) =>
  String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

// The venue's locale and site time zone (VENUE_LOCALE, VENUE_TIME_ZONE), as on every screen.
const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : "—");
const day = (isoDate: string | null | undefined) => (isoDate ? formatCalendarDate(isoDate) : "—");

function table(caption: string, headers: string[], rows: unknown[][], empty: string): string {
  if (rows.length === 0) return `<p>${escape(empty)}</p>`;
  return `<table><caption>${escape(caption)}</caption><thead><tr>${headers.map((h) => `<th scope="col">${escape(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${escape(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

const facts = (pairs: [string, unknown][]) =>
  `<dl>${pairs.map(([k, v]) => `<div><dt>${escape(k)}</dt><dd>${escape(v === null || v === undefined || v === "" ? "—" : v)}</dd></div>`).join("")}</dl>`;

const styles = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff;margin:2rem auto;max-width:60rem;padding:0 1rem;line-height:1.45}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #cbd5e1;padding-bottom:.25rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #cbd5e1;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f1f5f9}
dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:.5rem 1.5rem}dt{font-size:.8rem;color:#475569}dd{margin:0;font-weight:500}
.note{color:#334155;font-size:.9rem}
@media print{body{margin:0;max-width:none}h2{break-after:avoid}tr{break-inside:avoid}}`;

/** Who the member is, and the members linked to them. */
function identitySection(m: MemberData["member"], name: string): string {
  return `<h2>Identity</h2>${facts([
    ["Name", name],
    ["Date of birth", day(m.dateOfBirth)],
    ["Email", m.email],
    ["Phone", m.phone],
    ["Status", m.status?.description],
    ["Home site", m.homeSite?.name],
  ])}
${table(
  "Linked members",
  ["Name", "Member number", "Relationship"],
  m.linkedMembers.map((l) => [
    `${l.firstName} ${l.lastName}`,
    l.memberId,
    l.relationship === "guardian" ? "Guardian" : "Dependant",
  ]),
  "No linked members.",
)}`;
}

/** What the member signed, the consent held by campaign and channel, and its history. */
function consentSection(data: MemberData): string {
  const consent = data.consent;
  const prefs = consent.campaignPreferences;
  return `<h2>Consent</h2>${facts([
    ["Registered online", when(consent.onlineConsentDate)],
    ["Guardian who consented online", consent.onlineConsentGuardianName],
    ["Privacy policy signed", consent.privacyPolicySigned ? when(consent.privacyPolicySignedDate) : "Not recorded"],
    ["Terms and conditions signed", when(consent.termsAndConditionsSignedDate)],
    ["Health commitment signed", when(consent.healthCommitmentStatementSignedDate)],
    ["Consent last changed", when(consent.modifiedOn)],
  ])}
${table(
  "Marketing consent held",
  ["Campaign", "Captured", "Expires", "Guardian"],
  prefs.marketingCampaigns.map((c) => [c.campaignName, when(c.captureDate), when(c.expiryDate), c.guardianName]),
  "No marketing consent held.",
)}
${table(
  "Data-processing basis recorded",
  ["Purpose", "Captured", "Expires", "Guardian"],
  prefs.dataCampaigns.map((c) => [c.campaignName, when(c.captureDate), when(c.expiryDate), c.guardianName]),
  "No data-processing basis recorded.",
)}
${table(
  "Contact channels agreed",
  ["Channel", "Captured"],
  prefs.communicationTypes.map((c) => [c.channelName, when(c.captureDate)]),
  "No contact channels agreed.",
)}
${table(
  "Consent history",
  ["When", "What", "Change", "By"],
  data.consentHistory.map((h) => [when(h.changedOn), h.subjectName, h.action, h.changedBy]),
  "No consent changes recorded.",
)}`;
}

/** A held address on one line, or that none is held. */
const addressItem = (label: string, a: MemberData["addresses"]["address1"]) =>
  a
    ? `<li>${escape(label)}${a.isPrimary ? " (primary)" : ""}: ${escape([a.addressLine1, a.addressLine2, a.addressLine3, a.townCity, a.region, a.postalCode, a.country].filter(Boolean).join(", ") || "blank")}</li>`
    : `<li>${escape(label)}: none held</li>`;

/** Medical conditions, addresses and the payment cards (never their numbers). */
function recordsSections(data: MemberData): string {
  const card = data.paymentCard.recurringCard;
  return `<h2>Medical details</h2>
${table(
  "Medical conditions",
  ["Condition", "Note"],
  data.medicalConditions.map((c) => [c.medicalConditionType, c.medicalNote]),
  "No medical conditions recorded.",
)}
<h2>Addresses</h2><ul>${addressItem("Home", data.addresses.address1)}${addressItem("Work", data.addresses.address2)}</ul>
<h2>Payment card</h2>
<p>${card === null ? "No saved cards (no wallet)." : card.rcpCardId === null ? "Cards saved; none designated for recurring payments." : `Recurring-payment card designated${card.verified ? ", verified with the payment provider" : ", not verified"}.`} Card numbers are never held, only the brand, last four digits and expiry.</p>
${table(
  "Saved cards",
  ["Brand", "Ending", "Expires", "Name on card"],
  data.paymentCard.savedCards.map((c) => [
    c.brand,
    c.last4,
    `${String(c.expiryMonth).padStart(2, "0")}/${c.expiryYear}`,
    c.holderName,
  ]),
  "No saved cards.",
)}`;
}

/** Visits at the door and membership cards (absent where the venue's platform records no visits). */
function doorSection(data: MemberData): string {
  if (data.visits === null || data.memberCards === null) return "";
  return `<h2>Visits and membership cards</h2>
${table(
  "Visits, newest first",
  ["When", "Site", "How", "Reason let in anyway", "Undone"],
  data.visits.map((v) => [
    when(v.visitedAt),
    v.siteId,
    visitMethodWords[v.method],
    v.overrideReason ?? "—",
    v.undoneAt ? `${when(v.undoneAt)}: ${v.undoReason ?? ""}` : "—",
  ]),
  "No visits recorded.",
)}
${table(
  "Membership cards",
  ["Card number", "Issued", "Replaced"],
  data.memberCards.map((c) => [c.cardNumber, when(c.issuedAt), c.replacedAt ? when(c.replacedAt) : "In use"]),
  "No membership card on file.",
)}`;
}

/** Waiting lists, sales contact, the messages sent and the staff audit. */
function activitySections(data: MemberData): string {
  return `<h2>Waiting lists</h2>
${table(
  "Waiting-list places",
  ["Session", "Starts", "Position", "Joined"],
  data.waitingLists.map((w) => [w.activityName, when(w.startDateTime), w.alertListPosition, when(w.joinedOn)]),
  "Not on any waiting list.",
)}
<h2>Sales contact</h2>
${table(
  "Prospect interactions",
  ["Raised", "Details", "Next action", "Raised by"],
  data.prospectInteractions.map((i) => [when(i.raisedDate), i.details, i.nextActionDate ?? "—", i.raisedByUserId]),
  "No sales interactions recorded.",
)}
<h2>Messages sent to the member</h2>
<p>Language of correspondence: ${languageNames[data.languageOfCorrespondence.language]}${
    data.languageOfCorrespondence.chosen ? "" : " (the venue's default: nobody has chosen one)"
  }.</p>
${table(
  "Emails",
  ["Queued", "What", "Language", "To", "Subject", "State"],
  data.messages.map((m) => [
    when(m.createdAt),
    m.kind,
    languageNames[m.language],
    m.recipient ?? "(erased)",
    m.subject ?? "(erased)",
    m.state === "sent" && m.sentAt
      ? `Sent ${when(m.sentAt)}`
      : m.state === "failed"
        ? `Failed: ${m.lastError ?? ""}`
        : "Waiting to be sent",
  ]),
  "No messages sent.",
)}
${doorSection(data)}
<h2>Who looked at or changed this record</h2>
${table(
  "Staff audit",
  ["When", "Staff member", "What"],
  data.staffAudit.map((a) => [when(a.at), a.staffName ?? a.staffId, a.action]),
  "No audit entries.",
)}`;
}

export async function* memberDataHtml(data: MemberData, pages: AsyncIterable<PastBooking[]>): AsyncGenerator<string> {
  configureVenue(venueSettingsFromEnv());
  const m = data.member;
  const name = `${m.firstName} ${m.lastName}`;

  yield `<!doctype html><html lang="${escape(venueSettings().locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Personal data held on ${escape(name)} (member ${m.memberId})</title><style>${styles}</style></head><body><main>
<h1>Personal data held on ${escape(name)}</h1>
<p class="note">Member number ${m.memberId}. Exported ${escape(when(data.exportedOn))} by ${escape(data.exportedBy.name)} under the member's right of access (UK GDPR). The same data is available as a JSON file.</p>
${identitySection(m, name)}
${consentSection(data)}
${recordsSections(data)}
${activitySections(data)}
<h2>Past bookings</h2>`;
  let count = 0;
  for await (const page of pages) {
    yield `${count === 0 ? `<table><caption>Past bookings, newest first</caption><thead><tr><th scope="col">Starts</th><th scope="col">Activity</th><th scope="col">Site</th><th scope="col">Booking</th></tr></thead><tbody>` : ""}${page
      .map(
        (b) =>
          `<tr><td>${escape(when(b.startDateTime))}</td><td>${escape(b.activityName)}</td><td>${escape(b.siteId)}</td><td>${b.bookingId}</td></tr>`,
      )
      .join("")}`;
    count += page.length;
  }
  yield `${count === 0 ? "<p>No past bookings.</p>" : `</tbody></table><p class="note">${count} past booking${count === 1 ? "" : "s"}.</p>`}</main></body></html>\n`;
}
