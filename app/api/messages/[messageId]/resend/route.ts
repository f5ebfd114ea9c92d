import { messageApi } from "@frontdesk/lib/api/messages";
import { BffProblem, bffEndpoint } from "@frontdesk/lib/bff/route";
import { problem } from "@frontdesk/lib/contract/problem";
import { messageView, resendMessage } from "@frontdesk/lib/outbox/outbox";
import { pokeSender } from "@frontdesk/lib/outbox/sender";

export const POST = bffEndpoint(messageApi.resend, async ({ caller, params }) => {
  const row = await resendMessage(caller.staffId, params.messageId);
  if (!row) throw new BffProblem(problem(409, "Problems.messages.resendRefused"));
  pokeSender();
  return messageView(row);
});
