import { liveApi } from "@frontdesk/lib/api/live";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { liveEvents } from "@frontdesk/lib/bff/live-events";
import { liveTopicPermission } from "@frontdesk/lib/contract/live";
import { can } from "@frontdesk/lib/contract/roles";
import { BffProblem, problem } from "@frontdesk/lib/contract/problem";

/** What a desk's open screen hears change (Server-Sent Events), for the topics its role may read. */
export const GET = bffEndpoint(liveApi.events, async ({ req, session, query }) => {
  if (query.topic.some((topic) => !can(session.role, liveTopicPermission(topic))))
    throw new BffProblem(problem(403, "Problems.notForYourRole"));
  return liveEvents(req, query.topic);
});
