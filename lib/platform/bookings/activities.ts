import { sql } from "drizzle-orm";
import { z } from "zod";
import { activityList, type ActivitySummary } from "../../contract/bookings";
import { reply, route } from "../http/route";
import { rowsOf } from "../db/rows";

/** Extension: the activities a desk can pick from (restriction check, availability by activity). */
export const listActivities = route(
  {
    method: "get",
    path: "/api/bookings/activities",
    summary: "List activities (sandbox extension)",
    description:
      "Not in the spec. Every activity with its kind (class, course, other), site and whether it allows alert lists, by site name then activity name. " +
      "Optional siteId (case-insensitive) narrows to one site; an unknown site gives an empty array.",
    tags: ["Bookings"],
    products: ["FOH", "CONSUMER"],
    features: ["ONLINEBOOK", "ONLINEJOIN", "FOHGENERIC"],
    input: { query: z.object({ siteId: z.string().optional().describe("One site only (case-insensitive)") }) },
    responses: { 200: { description: "Activities", schema: activityList } },
  },
  async (ctx) => {
    const { siteId } = ctx.input.query;
    const rows = await rowsOf<ActivitySummary>(
      ctx.db,
      sql`SELECT a.id AS "activityId", a.name AS "activityName", a.description AS "activityDescription", a.kind, a.site_id AS "siteId", s.name AS "siteName",
                 a.alert_lists_enabled AS "alertListsEnabled", a.capacity
          FROM activities a JOIN sites s ON s.id = a.site_id
          ${siteId ? sql`WHERE upper(a.site_id) = upper(${siteId})` : sql``}
          ORDER BY s.name, a.name, a.id`,
    );
    return reply.json(
      rows.map((r) => ({ ...r, capacity: Number(r.capacity), alertListsEnabled: Boolean(r.alertListsEnabled) })),
    );
  },
);
