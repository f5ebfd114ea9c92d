import { z } from "zod";
import { liveTopicPattern, maxLiveTopics } from "@frontdesk/lib/contract/live";
import { endpoint } from "./endpoint";

const topics = z
  .union([z.string(), z.array(z.string())], { error: "Name what to hear (topic)." })
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(
    z
      .array(z.string().regex(liveTopicPattern, { error: "That is not something a desk can hear." }))
      .min(1, { error: "Name what to hear (topic)." })
      .max(maxLiveTopics, { error: `A screen hears at most ${maxLiveTopics} topics.` }),
  );

export const liveApi = {
  /**
   * Server-Sent Events: `change` with a topic (lib/contract/live.ts) when another desk changes what it names, and
   * `resync` when changes may have been missed; one connection per open screen, resumed by the browser.
   */
  events: endpoint({
    method: "GET",
    path: "/api/live",
    permission: "session.own",
    query: z.object({ topic: topics }),
    response: { file: "text/event-stream" },
  }),
};
