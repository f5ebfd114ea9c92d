import { messageApi } from "@/lib/api/messages";
import { BffProblem, bffEndpoint } from "@/lib/bff/route";
import { problem } from "@/lib/contract/problem";
import { messageView, resendMessage } from "@/lib/outbox/outbox";
import { pokeSender } from "@/lib/outbox/sender";

export const POST = bffEndpoint(messageApi.resend, async ({ caller, params }) => {
  const row = await resendMessage(caller.staffId, params.messageId);
  if (!row) throw new BffProblem(problem(409, "Problems.messages.resendRefused"));
  pokeSender();
  return messageView(row);
});
