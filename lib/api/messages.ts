import { z } from "zod";
import {
  closureNotice,
  closureNoticesRequest,
  messageList,
  messageListQuery,
  messageTemplatePicks,
  outboxMessage,
  pickTemplateRequest,
} from "@frontdesk/lib/contract/messages";
import { endpoint } from "./endpoint";
import { bookingIdsQuery } from "./booking-sheets";
import { memberPath, positiveIdParam } from "./params";

/** Messages to members: app/api/messages/** and a member's own list (lib/outbox). */
export const messageApi = {
  /** Every message, newest first, 50 a page: state, reason and the rendered text as the member sees it. */
  list: endpoint({
    method: "GET",
    path: "/api/messages",
    permission: "communications.manage",
    query: messageListQuery,
    response: messageList,
  }),
  /** A failed message back in the queue, with its Message-ID (audited). */
  resend: endpoint({
    method: "POST",
    path: "/api/messages/[messageId]/resend",
    permission: "communications.manage",
    params: { messageId: positiveIdParam("message ID", "This message could not be found. Load the list again.") },
    response: outboxMessage,
  }),
  /** The template each kind of message uses (picked, or the default), the choices, and the latest picks. */
  templatePicks: endpoint({
    method: "GET",
    path: "/api/messages/templates",
    permission: "communications.manage",
    response: messageTemplatePicks,
  }),
  /** A manager picks a kind's template: checked to fill every placeholder, version-checked, recorded. */
  pickTemplate: endpoint({
    method: "PUT",
    path: "/api/messages/templates",
    permission: "communications.manage",
    body: pickTemplateRequest,
    response: messageTemplatePicks,
  }),
  /** The messages sent to one member (their overview): the latest 20. */
  memberMessages: endpoint({
    method: "GET",
    path: "/api/members/[memberId]/messages",
    permission: "members.records",
    params: memberPath,
    response: messageList,
  }),
  /** A closure's call list: "Email the members affected" (each their own booking's notice). */
  emailMembersAffected: endpoint({
    method: "POST",
    path: "/api/booking-sheets/closure-notices",
    permission: "bookingSheets.manage",
    body: closureNoticesRequest,
    response: z.array(closureNotice),
  }),
  /** Who was emailed about these bookings (each message's state) and who still needs a call. */
  closureNotices: endpoint({
    method: "GET",
    path: "/api/booking-sheets/closure-notices",
    permission: "bookingSheets.manage",
    query: bookingIdsQuery,
    response: z.array(closureNotice),
  }),
};
