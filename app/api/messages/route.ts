import { messageApi } from "@frontdesk/lib/api/messages";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { listMessages, messageView } from "@frontdesk/lib/outbox/outbox";
import { mailConfigured } from "@frontdesk/lib/outbox/sender";

const pageSize = 50;

export const GET = bffEndpoint(messageApi.list, async ({ query }) => {
  const rows = await listMessages(query, pageSize + 1);
  return {
    mailConfigured: mailConfigured(),
    messages: rows.slice(0, pageSize).map(messageView),
    next: rows.length > pageSize ? rows[pageSize - 1].id : null,
  };
});
