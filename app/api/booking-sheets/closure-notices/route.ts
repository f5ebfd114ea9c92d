import { messageApi } from "@frontdesk/lib/api/messages";
import { BffProblem, bffEndpoint } from "@frontdesk/lib/bff/route";
import { problem } from "@frontdesk/lib/contract/problem";
import { closureNoticesOf, emailMembersAffected } from "@frontdesk/lib/outbox/closure-notices";
import { TemplateRefusal } from "@frontdesk/lib/outbox/templates";

export const GET = bffEndpoint(messageApi.closureNotices, ({ caller, query }) =>
  closureNoticesOf(caller, query.bookingIds),
);

export const POST = bffEndpoint(messageApi.emailMembersAffected, async ({ caller, body }) => {
  try {
    return await emailMembersAffected(caller, body.bookingIds);
  } catch (error) {
    // a template that would leave a placeholder unfilled: nothing was queued, and the message names it
    if (error instanceof TemplateRefusal) throw new BffProblem(problem(400, error.message));
    throw error;
  }
});
