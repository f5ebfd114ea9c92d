import { z } from "zod";
import { messageStates } from "@/lib/domain/messages";

/** Messages Frontdesk sends members (issue 29), as staff read them: the outbox row, rendered text included. */

export const outboxMessage = z.object({
  id: z.number().int(),
  kind: z.string(),
  memberId: z.number().int(),
  templateId: z.number().int(),
  /** null once the member's data was erased (that a message was sent is kept) */
  recipient: z.string().nullable(),
  subject: z.string().nullable(),
  bodyText: z.string().nullable(),
  state: z.enum(messageStates),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  causedBy: z.string(),
  bookingId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  erased: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const messageList = z.object({
  /** false: SMTP_URL is not set, so messages wait unsent (the screens say so) */
  mailConfigured: z.boolean(),
  messages: z.array(outboxMessage),
  /** the id to ask `before` for the next (older) page; null on the last */
  next: z.number().int().nullable(),
});

export const messageListQuery = z.object({
  state: z.enum(messageStates, { error: "Choose waiting, sent or failed." }).optional(),
  before: z.coerce
    .number({ error: "This page of messages could not be found. Load the list again." })
    .int({ error: "This page of messages could not be found. Load the list again." })
    .min(1, { error: "This page of messages could not be found. Load the list again." })
    .max(2_147_483_647, { error: "This page of messages could not be found. Load the list again." })
    .optional(),
});

/** A member of a booking a closure meets, as the call list shows them once notices were asked for. */
export const closureNotice = z.object({
  bookingId: z.number().int(),
  memberId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  messageId: z.number().int().nullable(),
  /** not emailed: no address (or not asked yet), so they still need a call */
  state: z.enum([...messageStates, "not emailed"]),
  detail: z.string().nullable(),
});
export type ClosureNotice = z.infer<typeof closureNotice>;

export const closureNoticesRequest = z.object({
  bookingIds: z
    .array(z.int32().positive(), { error: "Give the bookings the closure meets." })
    .min(1, { error: "Give the bookings the closure meets." })
    .max(500, { error: "At most 500 bookings at once." }),
});
