import { sql } from "drizzle-orm";
import { type ActivitySummary } from "../../contract/bookings";
import { route } from "../http/route";
import { rowsOf } from "../db/rows";
import * as declared from "./activities.schema";

/** Extension: the activities a desk can pick from (restriction check, availability by activity). */
export const listActivities = route(declared.listActivities, async (ctx) => {
  const { siteId } = ctx.input.query;
  const rows = await rowsOf<ActivitySummary>(
    ctx.db,
    sql`SELECT a.id AS "activityId", a.name AS "activityName", a.description AS "activityDescription", a.kind, a.site_id AS "siteId", s.name AS "siteName",
                 a.alert_lists_enabled AS "alertListsEnabled", a.capacity
          FROM activities a JOIN sites s ON s.id = a.site_id
          ${siteId ? sql`WHERE upper(a.site_id) = upper(${siteId})` : sql``}
          ORDER BY s.name, a.name, a.id`,
  );
  return ctx.answer(
    200,
    rows.map((r) => ({ ...r, capacity: Number(r.capacity), alertListsEnabled: Boolean(r.alertListsEnabled) })),
  );
});
