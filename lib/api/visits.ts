import { z } from "zod";
import {
  assignCardRequest,
  doorCheck,
  doorEntry,
  doorSites,
  letInAnywayForm,
  memberCard,
  memberCardRecord,
  recordVisitResult,
  siteVisitsDay,
  undoVisitRequest,
  visit,
} from "@frontdesk/lib/contract/visits";
import { visitMethods } from "@frontdesk/lib/contract/visit-words";
import { int32Max } from "@frontdesk/lib/contract/ids";
import { endpoint } from "./endpoint";
import { cardNumberParam, memberPath, visitIdParam } from "./params";
import { pageNumber } from "./query";

/** The door's BFF endpoints (app/api/visits/**, app/api/cards/**, app/api/members/[memberId]/{visits,card}). */
const member = "/api/members/[memberId]";

const siteQuery = z.string({ error: "Choose the site." }).trim().min(1, { error: "Choose the site." }).max(15);
const dayQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Give the day as a date." })
  .optional();

/** Who is in's filter: words of the name or the member number, and how they came in. */
const visitFilterQuery = {
  search: z.string().max(200, { error: "Search for at most 200 characters." }).optional(),
  method: z.enum(visitMethods, { error: "Choose how they came in from the list." }).optional(),
};

const deskVisitFields = z.object({
  siteId: z.string({ error: "Choose the site." }).trim().min(1, { error: "Choose the site." }).max(15),
  method: z.enum(visitMethods, { error: "Say how the member came in." }),
  overrideReason: letInAnywayForm.shape.overrideReason.optional(),
});
const reasonGiven: [(b: { method: string; overrideReason?: string }) => boolean, { error: string; path: string[] }] = [
  (b) => b.method !== "override" || b.overrideReason !== undefined,
  { error: "Give the reason for letting them in anyway (at least 3 characters).", path: ["overrideReason"] },
];

/** What the desk sends to let a member in: the site, how they came in, and the reason when let in anyway. */
export const deskVisitRequest = deskVisitFields.refine(...reasonGiven);

/** What the door sends: a card as scanned or typed, or a member picked by name, with the visit's site and method. */
export const doorEntryRequest = deskVisitFields
  .extend({
    cardNumber: z
      .string({ error: "Validation.visits.cardRequired" })
      .max(64, { error: "Validation.visits.cardTooLong" })
      .optional(),
    memberId: z
      .number({ error: "Validation.bookings.memberRequired" })
      .int("Validation.bookings.memberRequired")
      .positive("Validation.bookings.memberRequired")
      .max(int32Max, "Validation.bookings.memberRequired")
      .optional(),
  })
  .refine(...reasonGiven)
  .refine((b) => (b.cardNumber === undefined) !== (b.memberId === undefined), {
    error: "Validation.visits.cardOrMember",
    path: ["cardNumber"],
  });

export const visitApi = {
  /**
   * A member at the door in one request: the card's member (404 unknown, 410 replaced) or the one picked, their door
   * check beside the visit. A refusal (409) carries `{ memberId, check }` as its problem's `result`.
   */
  enterAtDoor: endpoint({
    method: "POST",
    path: "/api/door/entries",
    permission: "visits.record",
    body: doorEntryRequest,
    response: doorEntry,
  }),
  /** Lets a member in at a site: once (a repeat within minutes answers the visit already made). */
  recordVisit: endpoint({
    method: "POST",
    path: `${member}/visits`,
    permission: "visits.record",
    params: memberPath,
    body: deskVisitRequest,
    response: recordVisitResult,
    audit: "recorded a visit",
  }),
  memberVisits: endpoint({
    method: "GET",
    path: `${member}/visits`,
    permission: "visits.record",
    params: memberPath,
    query: z.object({ limit: pageNumber("The number of visits", 1, 100).optional() }),
    response: z.array(visit),
  }),
  /** A site's day at the door: the first `limit` of the visits the filter matches, newest first; counts by hour. */
  siteVisits: endpoint({
    method: "GET",
    path: "/api/visits",
    permission: "visits.record",
    query: z.object({
      siteId: siteQuery,
      date: dayQuery,
      limit: pageNumber("The number of visits", 1, 5000).optional(),
      ...visitFilterQuery,
    }),
    response: siteVisitsDay,
  }),
  /** "Who is in" as a CSV: the day's visits that count, filtered as the screen filters them. */
  visitsExport: endpoint({
    method: "GET",
    path: "/api/visits/export",
    permission: "visits.record",
    query: z.object({ siteId: siteQuery, date: dayQuery, ...visitFilterQuery }),
    response: { file: "text/csv" },
  }),
  /** The sites a door may be at, and the signed-in staff member's home site. */
  doorSites: endpoint({
    method: "GET",
    path: "/api/visits/sites",
    permission: "visits.record",
    response: doorSites,
  }),
  /** What the door shows when a member is found: status, flags in words, medical conditions to pass on, card. */
  doorCheck: endpoint({
    method: "GET",
    path: `${member}/door`,
    permission: "visits.record",
    params: memberPath,
    response: doorCheck,
    audit: "read door check",
  }),
  /** The member's cards: the one in use first, then those it replaced. */
  memberCards: endpoint({
    method: "GET",
    path: `${member}/cards`,
    permission: "visits.record",
    params: memberPath,
    response: z.array(memberCardRecord),
  }),
  undoVisit: endpoint({
    method: "POST",
    path: "/api/visits/[visitId]/undo",
    permission: "visits.record",
    params: { visitId: visitIdParam },
    body: undoVisitRequest,
    response: visit,
  }),
  /** The member left (sites that record leaving): they no longer count as in the building. */
  recordLeaving: endpoint({
    method: "POST",
    path: "/api/visits/[visitId]/leave",
    permission: "visits.record",
    params: { visitId: visitIdParam },
    response: visit,
  }),
  /** The member a scanned or typed card number finds. */
  findCard: endpoint({
    method: "GET",
    path: "/api/cards/[cardNumber]",
    permission: "visits.record",
    params: { cardNumber: cardNumberParam },
    response: memberCard,
  }),
  /** Gives the member a card; the one they had stops working at once. */
  assignCard: endpoint({
    method: "PUT",
    path: `${member}/card`,
    permission: "visits.record",
    params: memberPath,
    body: assignCardRequest,
    response: memberCard,
    audit: "gave a membership card",
  }),
};
