import { z } from "zod";
import { operation } from "../http/operation";
import { objectBody, parseWith } from "../http/input";
import { existingMemberPath, memberNotFound } from "../members/member-record";
import {
  assignCardRequest,
  memberCard,
  memberCardRecord,
  recordVisitRequest,
  recordVisitResult,
  siteVisitsDay,
  undoVisitRequest,
  visit,
} from "../../contract/visits";
import { repeatScanMinutes, visitMethods } from "../../contract/visit-words";

const text = z.string();

/** A member's path: an unknown one is the spec's own 404, found before anything else (as every member read). */
const memberPath = existingMemberPath(memberNotFound);

/**
 * Visits and members' cards: Frontdesk's extension (the spec's platform records no visits). Staff operations,
 * gated like the front desk's other writes.
 */
const visitsGate = {
  tags: ["Visits"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  extension: true as const,
  whenMissing:
    "The venue's platform does not record visits, so members cannot be checked in or their cards given here: use the venue's own system for the door.",
};

const jsonBody = <S extends z.ZodType>(schema: S) => ({
  schema,
  parse: (raw: unknown) => parseWith(schema, "text", objectBody("text", raw, {})),
});
const positiveId = (name: string) =>
  z.object({
    [name]: z
      .string()
      .regex(/^\d{1,10}$/, { error: `${name} must be a positive whole number` })
      .transform(Number)
      .refine((n) => n > 0 && n <= 2_147_483_647, { error: `${name} must be a positive whole number` }),
  });

export const unknownCardMessage = (card: string) => `No member holds card ${card}`;
export const replacedCardMessage = (card: string) =>
  `Card ${card} was replaced by a newer card: ask for the member's new card, or find them by name`;
export const entryRefusedMessage = (memberId: number, status: string) =>
  `Member ${memberId}'s status ${status} treats members as expired: entry refused. Renew their membership, or let them in anyway with a reason`;

export const erasedMemberMessage = (memberId: number) =>
  `Member ${memberId}'s personal data was erased: no visit can be recorded for them`;

export const recordVisit = operation({
  method: "post",
  path: "/api/visits",
  summary: "Record a member's visit to a site (extension)",
  description: [
    "Body { siteId, memberId | cardNumber, method: scan | name | override, overrideReason }. A card number is read",
    "without spaces or dashes, in capitals, an all-digit one without leading zeros. The member's status decides",
    "entry: one that treats members as expired is refused (409) unless the method is override, which needs a reason.",
    "A member whose personal data was erased is refused (409) whatever the method.",
    `A second visit of the same member at the same site within ${repeatScanMinutes} minutes records nothing: the`,
    "answer is that visit with alreadyIn true (200); two desks at the same instant make one visit. 201 with the new",
    "visit otherwise. Errors (plain text): 400 for the body; 404 unknown site, member or card; 410 a replaced card.",
  ].join(" "),
  ...visitsGate,
  input: { body: jsonBody(recordVisitRequest) },
  responses: {
    200: { description: "The member was already in: the visit already recorded", schema: recordVisitResult },
    201: { description: "The visit recorded", schema: recordVisitResult },
    400: { description: "An invalid body (plain text)", schema: text, kind: "text" },
    404: { description: "Site, member or card not found (plain text)", schema: text, kind: "text" },
    409: {
      description: "Entry refused by the member's status, or the member was erased (plain text)",
      schema: text,
      kind: "text",
    },
    410: { description: "A replaced card (plain text)", schema: text, kind: "text" },
  },
});

export const undoVisit = operation({
  method: "post",
  path: "/api/visits/:visitId/undo",
  summary: "Undo a visit made by mistake (extension)",
  description:
    "Body { reason }. The visit stays, marked undone (when, by whom, why), and no longer counts. Errors (plain text): 400 for the body, 404 'Visit {visitId} does not exist', 409 'Visit {visitId} was already undone'.",
  ...visitsGate,
  input: { params: positiveId("visitId"), body: jsonBody(undoVisitRequest) },
  responses: {
    200: { description: "The visit, undone", schema: visit },
    400: { description: "An invalid path or body (plain text)", schema: text, kind: "text" },
    404: { description: "Visit {visitId} does not exist", schema: text, kind: "text" },
    409: { description: "Visit {visitId} was already undone", schema: text, kind: "text" },
  },
});

export const alreadyLeftMessage = (visitId: number) => `Visit ${visitId} was already recorded as left`;
export const leftUndoneMessage = (visitId: number) => `Visit ${visitId} was undone: there is no visit to leave`;

export const recordLeaving = operation({
  method: "post",
  path: "/api/visits/:visitId/leave",
  summary: "Record that a member left the site (extension)",
  description: `For sites that record leaving: the visit is marked left (when, by whom) and the member no longer counts as in the building. No body. Errors (plain text): 400 for the path, 404 'Visit {visitId} does not exist', 409 '${alreadyLeftMessage(0).replace("0", "{visitId}")}', 409 '${leftUndoneMessage(0).replace("0", "{visitId}")}'.`,
  ...visitsGate,
  input: { params: positiveId("visitId") },
  responses: {
    200: { description: "The visit, marked left", schema: visit },
    400: { description: "An invalid path (plain text)", schema: text, kind: "text" },
    404: { description: "Visit {visitId} does not exist", schema: text, kind: "text" },
    409: { description: "The visit was undone, or already recorded as left", schema: text, kind: "text" },
  },
});

export const dateMessage = "date must be a day as yyyy-MM-dd";

/** A query's whole number from min to max, one message for whatever is wrong with it. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const siteVisitsLimitMessage = "limit must be a whole number from 1 to 5000";
export const siteVisitsSearchMessage = "search must be at most 200 characters";
export const siteVisitsMethodMessage = "method must be scan, name or override";

export const listSiteVisits = operation({
  method: "get",
  path: "/api/sites/:siteId/visits",
  summary: "List a site's visits of a day (extension)",
  description:
    "The site's local day (in the site's time zone, yyyy-MM-dd, default today) of visits there, newest first, with counts by local hour of those that count (not undone). " +
    "search (each word in the member's name, or their member number, #1001 or 1001) and method (scan, name or override) filter the list; " +
    "limit (1 to 5000) lists at most that many of the matching visits, and matching says how many there are (without limit: all of them). " +
    "The day's total, stillIn and byHour are the whole day's, whatever the filter. Errors (plain text): 400 '" +
    dateMessage +
    "', 400 '" +
    siteVisitsLimitMessage +
    "', 400 '" +
    siteVisitsSearchMessage +
    "', 400 '" +
    siteVisitsMethodMessage +
    "', 404 'Site {siteId} does not exist'.",
  ...visitsGate,
  input: {
    params: z.object({ siteId: z.string().max(15, { error: "siteId is too long" }) }),
    query: z.object({
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dateMessage })
        .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: dateMessage })
        .optional(),
      limit: wholeNumber(siteVisitsLimitMessage, 1, 5000).optional(),
      search: z.string().max(200, { error: siteVisitsSearchMessage }).optional(),
      method: z.enum(visitMethods, { error: siteVisitsMethodMessage }).optional(),
    }),
  },
  responses: {
    200: { description: "The site's visits of the day", schema: siteVisitsDay },
    400: {
      description: [dateMessage, siteVisitsLimitMessage, siteVisitsSearchMessage, siteVisitsMethodMessage].join("; "),
      schema: text,
      kind: "text",
    },
    404: { description: "Site {siteId} does not exist", schema: text, kind: "text" },
  },
});

export const memberVisitsLimitMessage = "limit must be a whole number from 1 to 100";
export const memberVisitsBeforeMessage = "before must be a visit ID (a positive whole number)";

export const listMemberVisits = operation({
  method: "get",
  path: "/api/members/:memberId/visits",
  summary: "List a member's recent visits (extension)",
  description:
    "The member's visits, newest first, at most limit (default 10, 1 to 100), undone ones included (marked); before (a visitId of the previous page's last) pages on to older ones. Errors (plain text): 404 'Member with ID {memberId} does not exist', 400 '" +
    memberVisitsLimitMessage +
    "', 400 '" +
    memberVisitsBeforeMessage +
    "'.",
  ...visitsGate,
  input: {
    params: memberPath,
    query: z.object({
      limit: wholeNumber(memberVisitsLimitMessage, 1, 100).default(10),
      before: wholeNumber(memberVisitsBeforeMessage, 1, 2_147_483_647).optional(),
    }),
  },
  responses: {
    200: { description: "The member's recent visits", schema: z.array(visit) },
    400: { description: `${memberVisitsLimitMessage}; ${memberVisitsBeforeMessage}`, schema: text, kind: "text" },
    404: { description: "Member with ID {memberId} does not exist", schema: text, kind: "text" },
  },
});

export const assignCard = operation({
  method: "put",
  path: "/api/members/:memberId/card",
  summary: "Give a member a card, replacing the one they had (extension)",
  description:
    "Body { cardNumber } (read as a scan is). The member's card in use, if any, is replaced at once: its number stops finding them. Errors (plain text): 400 'cardNumber is required', 404 'Member with ID {memberId} does not exist', 409 'Card {cardNumber} belongs to another member' (or was replaced: a number is never reused).",
  ...visitsGate,
  input: { params: memberPath, body: jsonBody(assignCardRequest) },
  responses: {
    200: { description: "The member's card in use", schema: memberCard },
    400: { description: "An invalid path or body (plain text)", schema: text, kind: "text" },
    404: { description: "Member with ID {memberId} does not exist", schema: text, kind: "text" },
    409: { description: "The number is another member's, or a replaced card's", schema: text, kind: "text" },
  },
});

export const findCard = operation({
  method: "get",
  path: "/api/cards/:cardNumber",
  summary: "Find the member a card belongs to (extension)",
  description:
    "The card's member, read as a scan is (spaces, dashes, leading zeros). Errors (plain text): 404 'No member holds card {cardNumber}', 410 for a replaced card.",
  ...visitsGate,
  input: { params: z.object({ cardNumber: z.string().max(64, { error: "cardNumber is too long" }) }) },
  responses: {
    200: { description: "The card in use and its member", schema: memberCard },
    404: { description: "No member holds card {cardNumber}", schema: text, kind: "text" },
    410: { description: "A replaced card", schema: text, kind: "text" },
  },
});

export const listMemberCards = operation({
  method: "get",
  path: "/api/members/:memberId/cards",
  summary: "List a member's cards (extension)",
  description:
    "The cards the member has held, newest first: the one in use (replacedAt null) first, then those it replaced. An empty list when the member has no card on file. Errors (plain text): 404 'Member with ID {memberId} does not exist'.",
  ...visitsGate,
  input: { params: memberPath },
  responses: {
    200: { description: "The member's cards", schema: z.array(memberCardRecord) },
    404: { description: "Member with ID {memberId} does not exist", schema: text, kind: "text" },
  },
});
