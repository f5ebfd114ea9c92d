import { z } from "zod";

/**
 * Prospect interactions (spec: ProspectInteraction, endpoints 9 and 10, Limits). One schema for the
 * platform's OpenAPI document, the BFF's re-check and the board's forms: each limit is written once.
 */
export const interactionLimits = {
  subTypeIdMax: 15,
  detailsMax: 4000,
  scheduledWithMax: 15,
  scheduledByMax: 15,
  durationMin: 5,
  durationMax: 30,
  reminderNone: -1,
  reminderMin: 0,
  reminderMax: 30,
} as const;

export { interactionStatuses, type InteractionStatusName } from "./prospect-statuses";
/** interactionType enum of the response: CALL 0, TASK 1, APPOINTMENT 2, any other type id null. */
export const interactionTypeEnum: Record<string, number> = { CALL: 0, TASK: 1, APPOINTMENT: 2 };

/** The spec's messages, to the letter (endpoints 9 and 10); the rest are this sandbox's, in the same style. */
export const interactionMessages = {
  createRequired: "A valid memberId and a non-empty interactionSubTypeId are required.",
  updateRequired: "A valid memberId and request body are required.",
  updateSubTypeEmpty: "interactionSubTypeId, when supplied, must be a non-empty value.",
  duration: "duration must be between 5 and 30 minutes.",
  reminder: "reminder must be -1 (none) or between 0 and 30 minutes.",
  details: "details must be 4000 characters or fewer.",
  scheduledWith: "scheduledWith must be 15 characters or fewer.",
  scheduledBy: "scheduledBy must be 15 characters or fewer.",
  subTypeLength: "interactionSubTypeId must be 15 characters or fewer.",
  priority: "priority must be 1 (low), 2 (medium) or 3 (high).",
  interactionStatus: "interactionStatus must be between 1 and 4.",
  statusFilter: "status must be between 1 and 4.",
  nextActionDate: "nextActionDate must be an ISO 8601 date-time.",
  integer: (field: string) => `${field} must be an integer.`,
  string: (field: string) => `${field} must be a string.`,
  memberRequired: "A valid memberId is required.",
  memberMissing: (memberId: number | string) => `Member ${memberId} does not exist.`,
  subTypeMissing: (id: string) => `Interaction sub type '${id}' does not exist.`,
  outcomeMissing: (id: number) => `Interaction outcome ${id} does not exist.`,
  outcomeForeign: (id: number, subTypeId: string) =>
    `Interaction outcome ${id} is not valid for interaction sub type '${subTypeId}'.`,
  interactionMissing: (id: number | string, memberId: number | string) =>
    `Interaction ${id} was not found for member ${memberId}.`,
  typeMissing: (typeId: string) => `Interaction type '${typeId}' does not exist.`,
} as const;

const int = () => z.number().int();

/** ProspectInteraction, fields in the spec's order. nextActionDate carries the operator zone's offset. */
export const prospectInteractionSchema = z.object({
  id: int(),
  memberId: int(),
  interactionSubTypeId: z.string(),
  interactionTypeId: z.string(),
  interactionType: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  details: z.string().nullable(),
  nextActionDate: z
    .string()
    .nullable()
    .describe("ISO 8601 date-time with the operator time zone's offset (Europe/London) at that date"),
  scheduledWith: z.string().nullable(),
  scheduledBy: z.string().nullable(),
  outcomeOfInteractionTypeId: int().nullable(),
  duration: int().nullable(),
  priority: int().nullable(),
  emailConfirmationType: int().nullable(),
  interactionStatus: int().nullable(),
  reminder: int().nullable(),
  raisedByUserId: z.string(),
  raisedDate: z.string(),
  lastActionUserId: z.string(),
  lastActionDate: z.string(),
});
export type ProspectInteraction = z.infer<typeof prospectInteractionSchema>;

const subTypeId = z
  .string()
  .refine((v) => v.trim() !== "", interactionMessages.createRequired)
  .refine((v) => v.length <= interactionLimits.subTypeIdMax, interactionMessages.subTypeLength)
  // the Limits table for the OpenAPI document (the refinements above give the messages)
  .meta({ minLength: 1, maxLength: interactionLimits.subTypeIdMax });
const duration = int()
  .min(interactionLimits.durationMin, interactionMessages.duration)
  .max(interactionLimits.durationMax, interactionMessages.duration);
const reminder = int()
  .refine(
    (v) =>
      v === interactionLimits.reminderNone ||
      (v >= interactionLimits.reminderMin && v <= interactionLimits.reminderMax),
    interactionMessages.reminder,
  )
  .meta({ minimum: interactionLimits.reminderNone, maximum: interactionLimits.reminderMax });
const priority = int().min(1, interactionMessages.priority).max(3, interactionMessages.priority);
const interactionStatus = int()
  .min(1, interactionMessages.interactionStatus)
  .max(4, interactionMessages.interactionStatus);

/** Body of endpoint 9 (create). */
export const createInteractionSchema = z.object({
  interactionSubTypeId: subTypeId,
  details: z.string().max(interactionLimits.detailsMax, interactionMessages.details).nullish(),
  nextActionDate: z.iso
    .datetime({ offset: true, message: interactionMessages.nextActionDate })
    .nullish()
    .describe("Any date accepted; send an explicit offset (without one the time is read as operator-local wall clock)"),
  scheduledWith: z.string().max(interactionLimits.scheduledWithMax, interactionMessages.scheduledWith).nullish(),
  scheduledBy: z.string().max(interactionLimits.scheduledByMax, interactionMessages.scheduledBy).nullish(),
  outcomeOfInteractionTypeId: int().nullish(),
  duration: duration.nullish(),
  priority: priority.nullish(),
  emailConfirmationType: int().nullish(),
  interactionStatus: interactionStatus.nullish(),
  reminder: reminder.nullish(),
});
export type CreateInteraction = z.infer<typeof createInteractionSchema>;

/** Body of endpoint 10 (partial update): every field optional, omitted or null keeps the value. */
export const updateInteractionSchema = createInteractionSchema.extend({
  interactionSubTypeId: z
    .string()
    .refine((v) => v.trim() !== "", interactionMessages.updateSubTypeEmpty)
    .refine((v) => v.length <= interactionLimits.subTypeIdMax, interactionMessages.subTypeLength)
    .meta({ maxLength: interactionLimits.subTypeIdMax })
    .nullish(),
});
export type UpdateInteraction = z.infer<typeof updateInteractionSchema>;

export const interactionTypeSchema = z.object({
  id: z.string(),
  description: z.string(),
  interactionType: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
});
export const interactionSubTypeSchema = z.object({
  id: z.string(),
  description: z.string(),
  interactionTypeId: z.string(),
});
export const interactionOutcomeSchema = z.object({ id: int(), description: z.string(), interactionTypeId: z.string() });
/** The pickers' catalogue: each interaction type with its sub types and outcomes. */
export const interactionCatalogueSchema = z.array(
  interactionTypeSchema.extend({
    subTypes: z.array(interactionSubTypeSchema),
    outcomes: z.array(interactionOutcomeSchema),
  }),
);
export type InteractionCatalogue = z.infer<typeof interactionCatalogueSchema>;

export const listInteractionsQuerySchema = z.object({ status: z.coerce.number().int().min(1).max(4).optional() });

/** The board extension: GET /api/prospects/board. */
/** countCap: the board counts a column up to this many; beyond, it answers countCap + 1 (shown as "1,000+"). */
export const boardLimits = { defaultLimit: 50, maxLimit: 500, countCap: 1000 } as const;
export const boardQuerySchema = z.object({
  status: z.coerce
    .number()
    .int()
    .min(1)
    .max(4)
    .optional()
    .describe("one column: 1 active, 2 completed, 3 overdue, 4 unassigned; counts ignore it"),
  scheduledWith: z
    .string()
    .max(15)
    .optional()
    .describe("staff user id; an empty value selects interactions scheduled with nobody"),
  interactionType: z
    .string()
    .optional()
    .describe("interaction type id (CALL, TASK, APPOINTMENT, ...) or the interactionType enum 0, 1, 2"),
  priority: z.coerce.number().int().min(1).max(3).optional(),
  from: z.iso.datetime({ offset: true }).optional().describe("nextActionDate at or after this instant"),
  to: z.iso.datetime({ offset: true }).optional().describe("nextActionDate before this instant"),
  limit: z.coerce.number().int().min(1).max(boardLimits.maxLimit).optional(),
  cursor: z.string().optional().describe("nextCursor of the previous page"),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

const boardMemberSchema = z.object({
  memberId: int(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string().nullable(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
});
const boardItemSchema = prospectInteractionSchema.extend({ member: boardMemberSchema });
const boardCountsSchema = z.object({ active: int(), overdue: int(), unassigned: int(), completed: int() });
export const boardResponseSchema = z.object({
  data: z.array(boardItemSchema),
  counts: boardCountsSchema,
  nextCursor: z.string().nullable(),
});

/**
 * What the BFF answers (not the platform): an interaction with the name of the staff member it is scheduled
 * with, where Frontdesk knows the username. Screens and the CSV show the name; the form keeps
 * the username the platform stores.
 */
const scheduledWithName = { scheduledWithName: z.string().optional() };
export const interactionViewSchema = prospectInteractionSchema.extend(scheduledWithName);
const boardItemViewSchema = boardItemSchema.extend(scheduledWithName);
export const boardViewSchema = boardResponseSchema.extend({ data: z.array(boardItemViewSchema) });
export type BoardItem = z.infer<typeof boardItemViewSchema>;
export type BoardCounts = z.infer<typeof boardCountsSchema>;
export type BoardResponse = z.infer<typeof boardViewSchema>;

/** Prospect search (board extension): members whose status has prospectStatus. */
export const prospectSearchQuerySchema = z.object({
  search: z
    .string()
    .optional()
    .describe("member id, or the start of a first name, last name or full name (case-insensitive)"),
  limit: z.coerce.number().int().min(1).max(50).optional().describe("default 10"),
});
export const prospectSearchResultSchema = z.array(boardMemberSchema);
export type ProspectSearchItem = z.infer<typeof boardMemberSchema>;
