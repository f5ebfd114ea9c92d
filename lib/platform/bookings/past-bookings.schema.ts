import { operation } from "../http/operation";
import { z } from "zod";
import { pastBookingsPage, pastBookingsLimits, pastBookingsQuery } from "../../contract/bookings";
import { parseDateTime, parseWholeNumber, queryValue } from "../http/input";
import { PlatformError } from "../http/errors";
import { existingMemberPath } from "../members/member-record";

const text = z.string();

/** Both versions check the member first (404 wins over any 400); ids of 10 digits are read as ids, not refused. */
export const pastBookingsMember = existingMemberPath((raw) =>
  PlatformError.text(404, `Member ID ${raw} does not exist.`),
);

export interface PastBookingsFilter {
  limit: number;
  offset: number;
  from?: Date;
  to: Date;
  /** dateTimeTo exactly as sent, repeated in the navigation links */
  toSent?: string;
  /** sandbox extension: one activity's bookings only */
  activityId?: string;
}

/** The query's checks in the spec's order (the offset against the total comes last, once counted). */
function readFilter(query: URLSearchParams, now = new Date()): PastBookingsFilter {
  const limitText = queryValue(query, "limit");
  const limit = limitText === undefined ? pastBookingsLimits.defaultLimit : parseWholeNumber(limitText);
  if (limit === undefined) throw PlatformError.text(400, "Limit must be a whole number");
  if (limit <= 0) throw PlatformError.text(400, "Limit must be greater than 0");
  if (limit > pastBookingsLimits.maxLimit)
    throw PlatformError.text(400, `Limit cannot be greater than ${pastBookingsLimits.maxLimit}`);

  const offsetText = queryValue(query, "offset");
  const offset = offsetText === undefined ? pastBookingsLimits.defaultOffset : parseWholeNumber(offsetText);
  if (offset === undefined) throw PlatformError.text(400, "Offset must be a whole number");
  if (offset < 0) throw PlatformError.text(400, "Offset must be greater than or equal to 0");

  const fromText = queryValue(query, "dateTimeFrom");
  const from = fromText === undefined ? undefined : parseDateTime(fromText);
  if (fromText !== undefined && from === undefined)
    throw PlatformError.text(400, "The supplied dateTimeFrom is not a valid date-time");
  if (from && from.getTime() >= now.getTime())
    throw PlatformError.text(400, "The supplied dateTimeFrom must be in the past");

  const toText = queryValue(query, "dateTimeTo");
  const toSent = toText === undefined ? undefined : parseDateTime(toText);
  if (toText !== undefined && toSent === undefined)
    throw PlatformError.text(400, "The supplied dateTimeTo is not a valid date-time");
  if (toSent && toSent.getTime() > now.getTime())
    throw PlatformError.text(400, "The supplied dateTimeTo must be in the past");
  if (toSent && from && toSent.getTime() < from.getTime())
    throw PlatformError.text(400, "dateTimeTo must be in the past and after dateTimeFrom");

  return {
    limit,
    offset,
    from,
    to: toSent ?? now,
    toSent: toSent ? toText : undefined,
    activityId: queryValue(query, "activityId"),
  };
}

/** Who may read a member's bookings (endpoint 4 and the upcoming ones beside it). */
export const memberBookingsGate = {
  tags: ["Members"],
  products: ["FOH", "CONSUMER"],
  features: ["ONLINEBOOK", "ONLINEJOIN", "FOHGENERIC"],
};

/**
 * Endpoint 4 (v2.0): a member's confirmed past places, newest first, paged by limit and offset.
 * Only confirmed places count: not waiting on an alert list, on a session that was not cancelled.
 */
export const listPastBookings = operation({
  method: "get",
  path: "/api/members/v2/:memberId/past-bookings",
  summary: "List a member's past bookings (v2.0)",
  description: [
    "Newest first (startDateTime descending, then bookingId descending for ties). dateTimeFrom is inclusive and must be strictly in the past;",
    "dateTimeTo is exclusive on start, not in the future, not before dateTimeFrom, default now (UTC); a booking that started before dateTimeTo",
    "but ends after it is included. Date-times without an offset are read as UTC. The member's existence is checked first (404 wins over any 400),",
    "then limit, offset, dateTimeFrom, dateTimeTo and finally the offset against the total, so a member with no matches gets 400 even at offset 0.",
    "The spec names no products or features for this endpoint: this sandbox gates it like the other member reads (products FOH, CONSUMER;",
    "features ONLINEBOOK, ONLINEJOIN, FOHGENERIC) and does not compare memberId with the token's member.",
    "Sandbox choices: a limit or offset that is not a whole number gives 400 'Limit must be a whole number' / 'Offset must be a whole number',",
    "and an unreadable date-time gives 400 'The supplied dateTimeFrom is not a valid date-time' (or dateTimeTo), where the original may answer 500.",
    "Sandbox extension: activityId narrows the matches (and the total) to one activity, for the desk's filter; the original ignores it.",
  ].join(" "),
  ...memberBookingsGate,
  input: {
    params: pastBookingsMember,
    query: { schema: pastBookingsQuery, parse: (query: URLSearchParams) => readFilter(query) },
  },
  responses: {
    200: { description: "A page of past bookings with navigation metadata", schema: pastBookingsPage },
    400: {
      description: "Invalid limit, offset or date filter (plain text)",
      schema: text,
      kind: "text",
    },
    404: { description: "Member ID {memberId} does not exist.", schema: text, kind: "text" },
  },
});
