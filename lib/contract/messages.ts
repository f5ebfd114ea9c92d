import { z } from "zod";
import { messageKinds, messageStates } from "@frontdesk/lib/domain/messages";
import { locales } from "./locales";

/** Messages Frontdesk sends members, as staff read them: the outbox row, rendered text included. */

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
  /** the language it was written in */
  language: z.enum(locales),
  /** true: the member's language of correspondence is the other one, but the venue has no template of this kind in it */
  languageFallback: z.boolean(),
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
  state: z.enum(messageStates, { error: "Validation.messages.stateInvalid" }).optional(),
  before: z.coerce
    .number({ error: "Validation.messages.pageGone" })
    .int({ error: "Validation.messages.pageGone" })
    .min(1, { error: "Validation.messages.pageGone" })
    .max(2_147_483_647, { error: "Validation.messages.pageGone" })
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
  /** false: email is not set up at this venue (no SMTP_URL), so a waiting notice will not be sent: call them */
  mailConfigured: z.boolean().default(true),
});
export type ClosureNotice = z.infer<typeof closureNotice>;

export const closureNoticesRequest = z.object({
  bookingIds: z
    .array(z.int32().positive(), { error: "Validation.messages.closureBookings" })
    .min(1, { error: "Validation.messages.closureBookings" })
    .max(500, { error: "Validation.messages.closureTooMany" }),
});

/** The template a kind of message uses: the manager's pick (with its version, who and when), else the default. */
const messageTemplatePick = z.object({
  kind: z.enum(messageKinds),
  /** the language of the messages this template writes (a kind has a template per language) */
  language: z.enum(locales),
  /**
   * the template in use: the pick, else (in the venue's default language) the first saved template of the kind's
   * type; null: none in this language, so members who chose it are written to in the other language
   */
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  /** false: no manager has picked one (or the pick was deleted), so the first of the type is used */
  picked: z.boolean(),
  /** how many times the kind's template was picked (0: never); a pick names the version it replaces */
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** the templates of the kind's type a manager may pick from */
  choices: z.array(z.object({ id: z.number().int(), description: z.string() })),
});
export type MessageTemplatePick = z.infer<typeof messageTemplatePick>;

/** One pick of a kind's template: who, when, from which template (null: the default) to which. */
const messageTemplateChange = z.object({
  at: z.string(),
  kind: z.enum(messageKinds),
  language: z.enum(locales),
  staffId: z.string(),
  staffName: z.string().nullable(),
  templateIdBefore: z.number().int().nullable(),
  templateId: z.number().int(),
  version: z.number().int(),
});

export const messageTemplatePicks = z.object({
  picks: z.array(messageTemplatePick),
  /** the latest picks, newest first */
  changes: z.array(messageTemplateChange),
});
export type MessageTemplatePicks = z.infer<typeof messageTemplatePicks>;

const chooseTemplate = "Validation.messages.templateRequired";
export const pickTemplateRequest = z.object({
  kind: z.enum(messageKinds, { error: "Validation.messages.kindRequired" }),
  /** the language the template writes in (English when not said) */
  language: z.enum(locales, { error: "Validation.languageRequired" }).default("en"),
  templateId: z.int32({ error: chooseTemplate }).positive({ error: chooseTemplate }),
  /** the version the manager read (0: never picked) */
  version: z.int32({ error: "Validation.loadAgain" }).min(0, { error: "Validation.loadAgain" }),
});
export type PickTemplateRequest = z.infer<typeof pickTemplateRequest>;
