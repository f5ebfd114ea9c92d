import { messageApi } from "@frontdesk/lib/api/messages";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { messageView, messagesOf } from "@frontdesk/lib/outbox/outbox";
import { mailConfigured } from "@frontdesk/lib/outbox/sender";

export const GET = bffEndpoint(messageApi.memberMessages, async ({ params }) => ({
  mailConfigured: mailConfigured(),
  messages: (await messagesOf(params.memberId, 20)).map(messageView),
  next: null,
}));
