import type { Executor } from "../db/client";
import { customFields, emailTemplates, queryTableFields, templateQueries, templateTypes } from "../db/schema";
import type { SeedSize } from "./ids";

/** Fixed ids of the communications demo data (sandbox-contract §4 emailTemplates). */
export const templateIds = {
  welcome: 1,
  noQuery: 2,
  missingQuery: 3,
  neverSaved: 4,
  bookingConfirmation: 5,
  waitingListOffer: 6,
  closureNotice: 7,
  cancellationConfirmation: 8,
};
export const queryIds = {
  members: 1,
  upcomingBookings: 2,
  membersSessions: 3,
  /** no query has this id */ missing: 999,
};

const welcomeConfig = JSON.stringify({
  version: 1,
  subject: "Welcome to [[SiteName]], [[FirstName]]",
  blocks: [
    { type: "heading", text: "Welcome, [[FirstName]]!" },
    { type: "text", text: "Your membership number is [[MembershipNumber]]. See you at [[SiteName]]." },
  ],
});
const welcomeHtml =
  '<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto">' +
  "<h1>Welcome, [[FirstName]]!</h1>" +
  "<p>Your membership number is <strong>[[MembershipNumber]]</strong>. See you at [[SiteName]] &mdash; call us on [[SitePhone]].</p>" +
  "</div>";
const bookingConfig = JSON.stringify({
  version: 1,
  subject: "Your booking [[BookingId]]",
  blocks: [{ type: "text", text: "Booking [[BookingId]] starts [[StartDateTime]]" }],
});
const bookingHtml = "<p>Hello [[FirstName]], your booking [[BookingId]] starts at [[StartDateTime]].</p>";

// The messages Frontdesk sends members itself (lib/outbox/templates.ts), as a venue would word them.
const offerConfig = JSON.stringify({
  editor: "frontdesk-html",
  version: 2,
  subject: "A place has come up: [[ActivityName]] on [[StartDateTime]]",
  placeholders: ["FirstName", "ActivityName", "StartDateTime", "SiteName", "HoldUntil", "TakePlaceLink", "LetGoLink"],
});
const offerHtml =
  '<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto">' +
  "<p>Hello [[FirstName]],</p>" +
  "<p>A place has come up on <strong>[[ActivityName]]</strong> at [[SiteName]] on [[StartDateTime]], and you are next on the waiting list.</p>" +
  "<p>We are holding it for you until <strong>[[HoldUntil]]</strong>.</p>" +
  '<p><a href="[[TakePlaceLink]]">Book my place</a></p>' +
  '<p>Can\'t make it? <a href="[[LetGoLink]]">Let the place go</a> and we will offer it to the next person.</p>' +
  "<p>[[SiteName]], [[SitePhone]]</p>" +
  "</div>";
const closureConfig = JSON.stringify({
  editor: "frontdesk-html",
  version: 2,
  subject: "[[ActivityName]] on [[StartDateTime]] cannot go ahead",
  placeholders: ["FirstName", "ActivityName", "StartDateTime", "SiteName", "SitePhone"],
});
const closureHtml =
  '<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto">' +
  "<p>Hello [[FirstName]],</p>" +
  "<p>We are sorry: [[SiteName]] is closed when your booking <strong>[[ActivityName]]</strong> on [[StartDateTime]] was due to take place.</p>" +
  "<p>Please call us on [[SitePhone]] and we will find you another time or refund you.</p>" +
  "</div>";

const cancellationConfig = JSON.stringify({
  editor: "frontdesk-html",
  version: 2,
  subject: "Cancelled: [[ActivityName]] on [[StartDateTime]]",
  placeholders: ["FirstName", "ActivityName", "StartDateTime", "SiteName", "SitePhone"],
});
const cancellationHtml =
  '<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto">' +
  "<p>Hello [[FirstName]],</p>" +
  "<p>Your place on <strong>[[ActivityName]]</strong> at [[SiteName]] on [[StartDateTime]] is cancelled.</p>" +
  "<p>Questions? Call us on [[SitePhone]].</p>" +
  "</div>";

/** Demo data of the communications area: queries, their tables' placeholders, custom fields, types, templates. */
export async function seed(tx: Executor, _size: SeedSize) {
  await tx.insert(templateQueries).values([
    {
      id: queryIds.members,
      name: "Members with their home site",
      kind: "tables",
      tables: ["Member", "Site"],
      columns: [],
    },
    {
      id: queryIds.upcomingBookings,
      name: "Upcoming bookings (SQL)",
      kind: "sql",
      tables: ["Member"],
      sqlText:
        "SELECT b.id AS BookingId, b.start_date_time AS StartDateTime FROM bookings b WHERE b.start_date_time > now()",
      columns: ["BookingId", "StartDateTime"],
    },
    {
      id: queryIds.membersSessions,
      name: "Members and a session (messages Frontdesk sends)",
      kind: "tables",
      tables: ["Member", "Site", "Booking", "Offer"],
      columns: [],
    },
  ]);
  await tx.insert(queryTableFields).values([
    { id: 1, tableName: "Member", label: "First name", placeholder: "FirstName", sortOrder: 1 },
    { id: 2, tableName: "Member", label: "Last name", placeholder: "LastName", sortOrder: 2 },
    { id: 3, tableName: "Member", label: "Email", placeholder: "Email", sortOrder: 3 },
    { id: 4, tableName: "Member", label: "Member ID", placeholder: "MemberId", sortOrder: 4 },
    { id: 5, tableName: "Site", label: "Site name", placeholder: "SiteName", sortOrder: 1 },
    { id: 6, tableName: "Site", label: "Site phone", placeholder: "SitePhone", sortOrder: 2 },
    { id: 7, tableName: "Booking", label: "Activity", placeholder: "ActivityName", sortOrder: 1 },
    { id: 8, tableName: "Booking", label: "Starts", placeholder: "StartDateTime", sortOrder: 2 },
    { id: 9, tableName: "Offer", label: "Held until", placeholder: "HoldUntil", sortOrder: 1 },
    { id: 10, tableName: "Offer", label: "Take the place (link)", placeholder: "TakePlaceLink", sortOrder: 2 },
    { id: 11, tableName: "Offer", label: "Let it go (link)", placeholder: "LetGoLink", sortOrder: 3 },
  ]);
  await tx.insert(customFields).values([
    { id: 1, label: "Membership number", placeholder: "MembershipNumber" },
    { id: 2, label: "Preferred name", placeholder: "PreferredName" },
  ]);
  await tx.insert(templateTypes).values([
    { id: "WELCOME", description: "Welcome email" },
    { id: "BOOKCONF", description: "Booking confirmation" },
    { id: "RENEWAL", description: "Renewal reminder" },
    { id: "WLOFFER", description: "Waiting-list offer" },
    { id: "CLOSURE", description: "Booking affected by a closure" },
    { id: "BOOKCANC", description: "Cancellation confirmation" },
  ]);
  await tx.insert(emailTemplates).values([
    {
      id: templateIds.welcome,
      description: "New member welcome",
      queryId: queryIds.members,
      templateTypeId: "WELCOME",
      config: welcomeConfig,
      html: welcomeHtml,
    },
    {
      id: templateIds.noQuery,
      description: "Plain newsletter (no query)",
      queryId: null,
      templateTypeId: "RENEWAL",
      config: null,
      html: "",
    },
    {
      id: templateIds.missingQuery,
      description: "Lapsed members (query removed)",
      queryId: queryIds.missing,
      templateTypeId: "RENEWAL",
      config: "{}",
      html: "<p>We miss you</p>",
    },
    {
      id: templateIds.neverSaved,
      description: "Class reminder (draft)",
      queryId: queryIds.upcomingBookings,
      templateTypeId: "BOOKCONF",
      config: null,
      html: "",
    },
    {
      id: templateIds.bookingConfirmation,
      description: "Booking confirmation",
      queryId: queryIds.upcomingBookings,
      templateTypeId: "BOOKCONF",
      config: bookingConfig,
      html: bookingHtml,
    },
    {
      id: templateIds.waitingListOffer,
      description: "A waiting-list place is yours",
      queryId: queryIds.membersSessions,
      templateTypeId: "WLOFFER",
      config: offerConfig,
      html: offerHtml,
    },
    {
      id: templateIds.closureNotice,
      description: "Your booking is affected by a closure",
      queryId: queryIds.membersSessions,
      templateTypeId: "CLOSURE",
      config: closureConfig,
      html: closureHtml,
    },
    {
      id: templateIds.cancellationConfirmation,
      description: "Your booking is cancelled",
      queryId: queryIds.membersSessions,
      templateTypeId: "BOOKCANC",
      config: cancellationConfig,
      html: cancellationHtml,
    },
  ]);
}

/** This area's part of the fixtures manifest (sandbox-contract §4). */
export const fixtures = {
  emailTemplates: {
    templateId: templateIds.welcome,
    noQueryTemplateId: templateIds.noQuery,
    missingQueryTemplateId: templateIds.missingQuery,
    neverSavedTemplateId: templateIds.neverSaved,
  },
};
