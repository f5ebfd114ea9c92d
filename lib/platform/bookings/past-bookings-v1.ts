import { sql } from "drizzle-orm";
import { type Translation } from "../../contract/bookings";
import { pgArray } from "../db/bulk";
import { route } from "../http/route";
import { isoText, rowsOf } from "../db/rows";
import * as declared from "./past-bookings-v1.schema";

/** Past bookings v1.0 (Versioning 1): a bare array, no paging, no sort, with translations and the site name. */
export const listPastBookingsV1 = route(declared.listPastBookingsV1, async (ctx) => {
  const { memberId } = ctx.input.params;
  const rows = await rowsOf<Row>(
    ctx.db,
    sql`
      SELECT bm.booking_id AS "bookingId", coalesce(bm.booking_ref, 0) AS "bookingRef", a.id AS "activityId", a.name AS "activityName",
             a.description AS "activityDescription", ${isoText(sql`bm.start_date_time`)} AS "startDateTime", ${isoText(sql`b.end_date_time`)} AS "endDateTime",
             a.site_id AS "siteId", s.name AS "siteName"
      FROM booking_members bm
      JOIN bookings b ON b.id = bm.booking_id
      JOIN activities a ON a.id = b.activity_id
      JOIN sites s ON s.id = a.site_id
      WHERE bm.member_id = ${memberId} AND NOT bm.waiting AND NOT b.cancelled AND bm.start_date_time < now()
      ORDER BY bm.id`,
  );
  const activityIds = [...new Set(rows.map((r) => r.activityId))];
  const siteIds = [...new Set(rows.map((r) => r.siteId))];
  const translations = rows.length
    ? await rowsOf<{ entityType: string; entityId: string; type: string; culture: string; text: string }>(
        ctx.db,
        sql`SELECT entity_type AS "entityType", entity_id AS "entityId", type, culture, text FROM translations
              WHERE (entity_type = 'Activity' AND entity_id = ANY(${pgArray(activityIds, "text")}))
                 OR (entity_type = 'Site' AND entity_id = ANY(${pgArray(siteIds, "text")}))
              ORDER BY id`,
      )
    : [];
  const byEntity = new Map<string, Translation[]>();
  for (const t of translations) {
    const key = `${t.entityType}:${t.entityId}`;
    byEntity.set(key, [...(byEntity.get(key) ?? []), { type: t.type, culture: t.culture, text: t.text }]);
  }
  const body = rows.map((r) => ({
    bookingId: Number(r.bookingId),
    bookingRef: Number(r.bookingRef),
    activityId: r.activityId,
    activityName: r.activityName,
    activityDescription: r.activityDescription,
    activityTranslations: byEntity.get(`Activity:${r.activityId}`) ?? [],
    startDateTime: r.startDateTime,
    endDateTime: r.endDateTime,
    siteId: r.siteId,
    siteName: r.siteName,
    siteTranslations: byEntity.get(`Site:${r.siteId}`) ?? [],
  }));
  return ctx.answer(200, body);
});

interface Row {
  bookingId: number;
  bookingRef: number;
  activityId: string;
  activityName: string;
  activityDescription: string;
  startDateTime: string;
  endDateTime: string;
  siteId: string;
  siteName: string;
}
