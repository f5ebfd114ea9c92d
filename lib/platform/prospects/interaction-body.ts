import { interactionLimits as limits, interactionMessages as messages } from "@/lib/contract/prospects";
import { PlatformError } from "../http/errors";
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

/** A path memberId: a positive int32 written in digits, else undefined. */
export function parseMemberId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 && int32(value) ? value : undefined;
}

/** A path interaction id: a positive int32, else undefined (never found: 404). */
export const parseInteractionId = parseMemberId;

/** Reads a JSON body; a malformed one counts as missing (the spec's 400 names "body missing"). */
export async function readBody(body: () => Promise<unknown>): Promise<Record<string, unknown> | undefined> {
  let value: unknown;
  try {
    value = await body();
  } catch (error) {
    if (error instanceof PlatformError && error.status === 400) return undefined;
    throw error;
  }
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

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
