import { messageApi } from "@/lib/api/messages";
import { bffEndpoint } from "@/lib/bff/route";
import { messageView, messagesOf } from "@/lib/outbox/outbox";
import { mailConfigured } from "@/lib/outbox/sender";

export const GET = bffEndpoint(messageApi.memberMessages, async ({ params }) => ({
  mailConfigured: mailConfigured(),
  messages: (await messagesOf(params.memberId, 20)).map(messageView),
  next: null,
}));
