import { z } from "zod";
import { createInteractionSchema, interactionLimits as limits, interactionMessages as messages, updateInteractionSchema } from "@/lib/contract/prospects";
import { PlatformError } from "../http/errors";
import { parseId } from "../http/input";
import type { InputParser } from "../http/route";
import { parseInstant } from "./operator-time";

/**
 * The fields of a create or update body after the 400 checks (endpoints 9 and 10). undefined means
 * "not sent" (omitted or null), which on update keeps the stored value.
 */
export interface InteractionFields {
  interactionSubTypeId?: string;
  details?: string;
  nextActionDate?: Date;
  scheduledWith?: string;
  scheduledBy?: string;
  outcomeOfInteractionTypeId?: number;
  duration?: number;
  priority?: number;
  emailConfirmationType?: number;
  interactionStatus?: number;
  reminder?: number;
}

const int32 = (v: number) => Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;
const bad = (message: string) => PlatformError.text(400, message);

/**
 * The declared path of the interaction routes: memberId a positive int32 (ten digits allowed: these
 * routes are not member-scoped), else 400 with the endpoint's message; an interaction id that is not
 * a positive int32 is kept as undefined (never found: 404 once the member is checked).
 */
export const interactionPath = (invalidMember: string) =>
  ({
    schema: z.object({ memberId: z.int32().positive(), id: z.int32().positive().optional() }),
    parse: (params) => {
      const memberId = parseId(params.memberId);
      if (memberId === undefined) throw bad(invalidMember);
      return { memberId, id: parseId(params.id), rawId: params.id };
    },
  }) satisfies InputParser<Record<string, string>, { memberId: number; id?: number; rawId?: string }>;

const asObject = (raw: unknown) => (raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined);

/** Endpoint 9's body: a missing, malformed or non-object body, or an empty sub type, is the one required-fields 400. */
export const createInteractionBody = {
  schema: createInteractionSchema,
  malformed: () => bad(messages.createRequired),
  parse: (raw) => {
    const body = asObject(raw);
    const subType = body?.interactionSubTypeId;
    if (!body || subType === undefined || subType === null || (typeof subType === "string" && subType.trim() === "")) throw bad(messages.createRequired);
    return readInteractionFields(body, "create");
  },
} satisfies InputParser<unknown, InteractionFields>;

/** Endpoint 10's body: missing, malformed or not an object is 400; an empty sub type has its own 400. */
export const updateInteractionBody = {
  schema: updateInteractionSchema,
  malformed: () => bad(messages.updateRequired),
  parse: (raw) => {
    const body = asObject(raw);
    if (!body) throw bad(messages.updateRequired);
    const subType = body.interactionSubTypeId;
    if (typeof subType === "string" && subType.trim() === "") throw bad(messages.updateSubTypeEmpty);
    return readInteractionFields(body, "update");
  },
} satisfies InputParser<unknown, InteractionFields>;

/**
 * The 400 checks that follow the required-fields check, all before any lookup. Order: each field's
 * type (body-table order), then the spec's limit messages in the spec's order (duration, reminder,
 * details, scheduledWith, scheduledBy, interactionSubTypeId), then priority and interactionStatus.
 * On update, empty or whitespace-only text means "no change" (text cannot be cleared).
 */
export function readInteractionFields(body: Record<string, unknown>, mode: "create" | "update"): InteractionFields {
  const present = (key: string) => body[key] !== undefined && body[key] !== null;
  const text = (key: string): string | undefined => {
    if (!present(key)) return undefined;
    if (typeof body[key] !== "string") throw bad(messages.string(key));
    return body[key] as string;
  };
  const integer = (key: string): number | undefined => {
    if (!present(key)) return undefined;
    const value = body[key];
    if (typeof value !== "number" || !int32(value)) throw bad(messages.integer(key));
    return value;
  };

  // Types, in the order of the body table.
  const interactionSubTypeId = text("interactionSubTypeId");
  let details = text("details");
  const nextActionDateText = text("nextActionDate");
  let scheduledWith = text("scheduledWith");
  let scheduledBy = text("scheduledBy");
  const outcomeOfInteractionTypeId = integer("outcomeOfInteractionTypeId");
  const duration = integer("duration");
  const priority = integer("priority");
  const emailConfirmationType = integer("emailConfirmationType");
  const interactionStatus = integer("interactionStatus");
  const reminder = integer("reminder");
  let nextActionDate: Date | undefined;
  if (nextActionDateText !== undefined && !(mode === "update" && nextActionDateText.trim() === "")) {
    nextActionDate = parseInstant(nextActionDateText);
    if (!nextActionDate) throw bad(messages.nextActionDate);
  }

  // Limits, in the spec's order.
  if (duration !== undefined && (duration < limits.durationMin || duration > limits.durationMax)) throw bad(messages.duration);
  if (reminder !== undefined && reminder !== limits.reminderNone && (reminder < limits.reminderMin || reminder > limits.reminderMax)) throw bad(messages.reminder);
  if (details !== undefined && details.length > limits.detailsMax) throw bad(messages.details);
  if (scheduledWith !== undefined && scheduledWith.length > limits.scheduledWithMax) throw bad(messages.scheduledWith);
  if (scheduledBy !== undefined && scheduledBy.length > limits.scheduledByMax) throw bad(messages.scheduledBy);
  if (interactionSubTypeId !== undefined && interactionSubTypeId.length > limits.subTypeIdMax) throw bad(messages.subTypeLength);
  if (priority !== undefined && (priority < 1 || priority > 3)) throw bad(messages.priority);
  if (interactionStatus !== undefined && (interactionStatus < 1 || interactionStatus > 4)) throw bad(messages.interactionStatus);

  if (mode === "update") {
    // Text cannot be cleared: an empty value keeps what is stored.
    if (details?.trim() === "") details = undefined;
    if (scheduledWith?.trim() === "") scheduledWith = undefined;
    if (scheduledBy?.trim() === "") scheduledBy = undefined;
  }
  return {
    interactionSubTypeId: interactionSubTypeId?.trim(),
    details,
    nextActionDate,
    scheduledWith,
    scheduledBy,
    outcomeOfInteractionTypeId,
    duration,
    priority,
    emailConfirmationType,
    interactionStatus,
    reminder,
  };
}
