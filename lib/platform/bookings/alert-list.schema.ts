import { operation } from "../http/operation";
import { z } from "zod";
import { alertListPlacement, alertListRequest } from "../../contract/bookings";
import { PlatformError } from "../http/errors";
import { parseId, int32Max } from "../http/input";
import { existingMemberPath } from "../members/member-record";
import type { InputContext } from "../http/route";

const text = z.string();

const gate = { products: ["FOH", "CONSUMER"], features: ["ONLINEBOOK", "FOHGENERIC"], memberScoped: true };

export const bookingNotFound = (raw: unknown) =>
  PlatformError.text(400, `Invalid Booking ID ${String(raw)}: booking doesn't exist`);

/** Endpoint 7's own 404 wording for an unknown member. */
export const alertListMemberNotFound = (memberId: number | string) =>
  PlatformError.text(404, `Invalid Member ID ${memberId}: member doesn't exist`);

const description = (how: string) =>
  `${how} Only classes and courses whose activity allows alert lists qualify; a member can be on a booking's list once. ` +
  "Joining creates an unpaid booking record flagged as waiting that occupies no space; alertListPosition is the number of members already waiting plus one, " +
  "a snapshot that does not shift later. Checks in order: member scope (400 for a memberId that is not a positive whole number, 403), the member exists (404), " +
  "then the request, the booking, its activity kind, alert lists enabled, already listed, already booked (400, plain text). " +
  "Sandbox messages where the spec names none: 'Invalid Booking ID {id}: booking doesn't exist' (not positive, unknown or cancelled), " +
  "'Alert lists are not enabled for this activity', 'Member {memberId} is already on the alert list for booking {bookingId}', " +
  "'Member {memberId} is already booked on booking {bookingId}'.";

const responses = {
  200: { description: "AlertListPlacement", schema: alertListPlacement },
  400: {
    description: "Invalid request, booking or activity, or the member is already listed or booked (plain text)",
    schema: text,
    kind: "text" as const,
  },
  404: { description: "Invalid Member ID {memberId}: member doesn't exist", schema: text, kind: "text" as const },
};

/** The member is checked (404) before the request or the booking. */
const memberPath = existingMemberPath(alertListMemberNotFound);

/** Endpoint 7's body: slotReference is required; its JSON document yields bookingId (absent reads as 0). */
const slotReferenceBody = {
  schema: alertListRequest,
  parse: (body: unknown) => {
    const value =
      body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>).slotReference
        : undefined;
    if (value === undefined || value === null || value === "")
      throw PlatformError.text(400, "The SlotReference field is required.");
    return { bookingId: bookingIdOf(typeof value === "string" ? value : JSON.stringify(value), value) };
  },
};

/** A slot reference's bookingId; an absent bookingId reads as 0 (not positive), anything unreadable fails. */
function bookingIdOf(raw: string, value: unknown): number {
  const fail = () => PlatformError.text(400, `Invalid SlotReference ${raw}: cannot be deserialized`);
  if (typeof value !== "string") throw fail();
  let document: unknown;
  try {
    document = JSON.parse(value);
  } catch {
    throw fail();
  }
  if (!document || typeof document !== "object" || Array.isArray(document)) throw fail();
  const bookingId = (document as Record<string, unknown>).bookingId ?? 0;
  if (typeof bookingId !== "number" || !Number.isInteger(bookingId) || Math.abs(bookingId) > int32Max) throw fail();
  return bookingId;
}

/** Endpoint 7: join by the availability slot reference (a JSON document of which only bookingId is used). */
export const joinAlertListBySlotReference = operation({
  method: "post",
  path: "/api/bookings/:memberId/alert-list",
  summary: "Add a member to an alert list by slot reference",
  description: description(
    "Body { slotReference }: the slot reference passed unchanged from availability (slotReferences.inCentre or .virtual). A missing slotReference gives 400 " +
      "'The SlotReference field is required.'; one that is not a JSON object with an integer bookingId gives 400 'Invalid SlotReference {value}: cannot be deserialized'.",
  ),
  tags: ["Bookings"],
  ...gate,
  input: { params: memberPath, body: slotReferenceBody },
  responses,
});

/** Endpoint 7's sibling: join by numeric booking id. */
export const joinAlertListByBookingId = operation({
  method: "post",
  path: "/api/bookings/:memberId/alert-list/:bookingId",
  summary: "Add a member to an alert list by booking id",
  description: description("No body; the booking is the path's bookingId."),
  tags: ["Bookings"],
  ...gate,
  input: {
    params: {
      schema: z.object({ memberId: z.int32().positive(), bookingId: z.int32().positive() }),
      parse: async (params: Record<string, string>, ctx: InputContext) => {
        const { memberId } = await memberPath.parse(params, ctx);
        const bookingId = parseId(params.bookingId);
        if (bookingId === undefined) throw bookingNotFound(params.bookingId);
        return { memberId, bookingId };
      },
    },
  },
  responses,
});
