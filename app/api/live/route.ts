import { liveApi } from "@/lib/api/live";
import { bffEndpoint } from "@/lib/bff/route";
import { liveEvents } from "@/lib/bff/live-events";
import { liveTopicPermission } from "@/lib/contract/live";
import { can } from "@/lib/contract/roles";
import { BffProblem, problem } from "@/lib/contract/problem";

/** What a desk's open screen hears change (Server-Sent Events), for the topics its role may read. */
export const GET = bffEndpoint(liveApi.events, async ({ req, session, query }) => {
  if (query.topic.some((topic) => !can(session.role, liveTopicPermission(topic))))
    throw new BffProblem(problem(403, "Problems.notForYourRole"));
  return liveEvents(req, query.topic);
});
