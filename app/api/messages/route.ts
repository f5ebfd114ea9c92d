import { messageApi } from "@/lib/api/messages";
import { bffEndpoint } from "@/lib/bff/route";
import { listMessages, messageView } from "@/lib/outbox/outbox";
import { mailConfigured } from "@/lib/outbox/sender";

const pageSize = 50;

export const GET = bffEndpoint(messageApi.list, async ({ query }) => {
  const rows = await listMessages(query, pageSize + 1);
  return {
    mailConfigured: mailConfigured(),
    messages: rows.slice(0, pageSize).map(messageView),
    next: rows.length > pageSize ? rows[pageSize - 1].id : null,
  };
});
