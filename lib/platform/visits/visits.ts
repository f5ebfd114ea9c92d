import { sql } from "drizzle-orm";
import type { MemberCardRecord, SiteVisit, Visit } from "../../contract/visits";
import { normaliseCardNumber, repeatScanMinutes, type VisitMethod } from "../../contract/visit-words";
import type { Executor } from "../db/client";
import { isoText, rowsOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { memberNotFound } from "../members/member-record";
import { isErased } from "../retention/due-records";
import * as declared from "./visits.schema";

const visitColumns = sql`v.id AS "visitId", v.member_id AS "memberId", v.site_id AS "siteId",
  ${isoText(sql`v.visited_at`)} AS "visitedAt", v.method, v.override_reason AS "overrideReason",
  v.let_in_by AS "letInBy", CASE WHEN v.undone_at IS NULL THEN NULL ELSE ${isoText(sql`v.undone_at`)} END AS "undoneAt",
  v.undone_by AS "undoneBy", v.undo_reason AS "undoReason",
  CASE WHEN v.left_at IS NULL THEN NULL ELSE ${isoText(sql`v.left_at`)} END AS "leftAt", v.left_by AS "leftBy"`;

const visitById = async (db: Executor, visitId: number) =>
  (await rowsOf<Visit>(db, sql`SELECT ${visitColumns} FROM visits v WHERE v.id = ${visitId}`)).map(numbered)[0];

const siteNotFound = (siteId: string) => PlatformError.text(404, `Site ${siteId} does not exist`);

async function requireSite(db: Executor, siteId: string) {
  const [site] = await rowsOf<{ id: string; timeZone: string }>(
    db,
    sql`SELECT id, time_zone AS "timeZone" FROM sites WHERE lower(id) = lower(${siteId})`,
  );
  if (!site) throw siteNotFound(siteId);
  return site;
}

/** The member a card number finds: its card in use, or a refusal in words (unknown, or replaced). */
async function memberOfCard(db: Executor, typed: string) {
  const cardNumber = normaliseCardNumber(typed);
  const [card] = cardNumber
    ? await rowsOf<{ memberId: number; cardNumber: string; issuedAt: string; replaced: boolean }>(
        db,
        sql`SELECT member_id AS "memberId", card_number AS "cardNumber", ${isoText(sql`issued_at`)} AS "issuedAt",
          replaced_at IS NOT NULL AS replaced FROM member_cards WHERE card_number = ${cardNumber}`,
      )
    : [];
  if (!card) throw PlatformError.text(404, declared.unknownCardMessage(typed.trim() || "(blank)"));
  if (card.replaced) throw PlatformError.text(410, declared.replacedCardMessage(cardNumber));
  return { memberId: Number(card.memberId), cardNumber: card.cardNumber, issuedAt: card.issuedAt };
}

export const recordVisit = route(declared.recordVisit, async (ctx) => {
  const body = ctx.input.body;
  const siteId = (await requireSite(ctx.db, body.siteId)).id;
  const memberId =
    body.cardNumber !== undefined ? (await memberOfCard(ctx.db, body.cardNumber)).memberId : body.memberId!;
  const letInBy = ctx.claims.sub || "unknown";
  const result = await ctx.db.transaction(async (tx) => {
    // one member's visits are decided one at a time: two desks scanning them at once make one visit
    const [member] = await rowsOf<{ statusId: string | null; expired: boolean | null; erased: boolean }>(
      tx,
      sql`SELECT m.status_id AS "statusId", s.treat_members_as_expired AS expired, ${isErased(sql`m`)} AS erased
        FROM members m LEFT JOIN statuses s ON s.id = m.status_id WHERE m.id = ${memberId} FOR UPDATE OF m`,
    );
    if (!member) throw memberNotFound(memberId);
    if (member.erased) throw PlatformError.text(409, declared.erasedMemberMessage(memberId));
    // (a statement of its own, after the lock: its snapshot then holds a visit another desk has just committed)
    const [recent] = await rowsOf<Visit>(
      tx,
      sql`SELECT ${visitColumns} FROM visits v WHERE v.member_id = ${memberId} AND v.site_id = ${siteId}
        AND v.undone_at IS NULL AND v.visited_at > now() - ${`${repeatScanMinutes} minutes`}::interval
        ORDER BY v.visited_at DESC LIMIT 1`,
    );
    if (recent) return { visit: numbered(recent), alreadyIn: true };
    if (member.expired && body.method !== "override")
      throw PlatformError.text(409, declared.entryRefusedMessage(memberId, member.statusId ?? ""));
    const [created] = await rowsOf<Visit>(
      tx,
      sql`WITH v AS (INSERT INTO visits (member_id, site_id, method, override_reason, let_in_by)
        VALUES (${memberId}, ${siteId}, ${body.method}, ${body.method === "override" ? body.overrideReason! : null}, ${letInBy})
        RETURNING *) SELECT ${visitColumns} FROM v`,
    );
    return { visit: numbered(created), alreadyIn: false };
  });
  return result.alreadyIn ? ctx.answer(200, result) : ctx.answer(201, result);
});

export const undoVisit = route(declared.undoVisit, async (ctx) => {
  const { visitId } = ctx.input.params;
  const undone = await ctx.db.transaction(async (tx) => {
    const [held] = await rowsOf<{ undone: boolean }>(
      tx,
      sql`SELECT undone_at IS NOT NULL AS undone FROM visits WHERE id = ${visitId} FOR UPDATE`,
    );
    if (!held) throw PlatformError.text(404, `Visit ${visitId} does not exist`);
    if (held.undone) throw PlatformError.text(409, `Visit ${visitId} was already undone`);
    await tx.execute(
      sql`UPDATE visits SET undone_at = now(), undone_by = ${ctx.claims.sub || "unknown"},
        undo_reason = ${ctx.input.body.reason} WHERE id = ${visitId}`,
    );
    return (await visitById(tx, visitId))!;
  });
  return ctx.answer(200, undone);
});

export const recordLeaving = route(declared.recordLeaving, async (ctx) => {
  const { visitId } = ctx.input.params;
  const left = await ctx.db.transaction(async (tx) => {
    const [held] = await rowsOf<{ undone: boolean; left: boolean }>(
      tx,
      sql`SELECT undone_at IS NOT NULL AS undone, left_at IS NOT NULL AS left FROM visits WHERE id = ${visitId} FOR UPDATE`,
    );
    if (!held) throw PlatformError.text(404, `Visit ${visitId} does not exist`);
    if (held.undone) throw PlatformError.text(409, declared.leftUndoneMessage(visitId));
    if (held.left) throw PlatformError.text(409, declared.alreadyLeftMessage(visitId));
    await tx.execute(
      sql`UPDATE visits SET left_at = now(), left_by = ${ctx.claims.sub || "unknown"} WHERE id = ${visitId}`,
    );
    return (await visitById(tx, visitId))!;
  });
  return ctx.answer(200, left);
});

export const listSiteVisits = route(declared.listSiteVisits, async (ctx) => {
  // the site's own local day and hours (its time zone), as its booking sheet reads them
  const { id: siteId, timeZone: zone } = await requireSite(ctx.db, ctx.input.params.siteId);
  const { limit, search, method } = ctx.input.query;
  const [{ today }] = await rowsOf<{ today: string }>(
    ctx.db,
    sql`SELECT to_char(now() AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS today`,
  );
  const date = ctx.input.query.date ?? today;
  // the local day's bounds as instants, so the (site, time) index serves the range
  const from = sql`(${date}::date)::timestamp AT TIME ZONE ${zone}`;
  const to = sql`(${date}::date + 1)::timestamp AT TIME ZONE ${zone}`;
  const ofTheDay = sql`v.site_id = ${siteId} AND v.visited_at >= ${from} AND v.visited_at < ${to}`;
  const matches = visitFilter(search, method);
  // the names are read for the listed visits only (a busy day has thousands); a name search reads every visit's member
  const named = /\S/.test(search ?? "");
  const withMembers = named ? sql`JOIN members m ON m.id = v.member_id` : sql``;
  const [listed, [counted], byHour] = await Promise.all([
    rowsOf<SiteVisit>(
      ctx.db,
      sql`SELECT ${visitColumns}, m.first_name AS "firstName", m.last_name AS "lastName"
        FROM (SELECT v.* FROM visits v ${withMembers} WHERE ${ofTheDay} AND ${matches}
              ORDER BY v.visited_at DESC, v.id DESC ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}) v
        JOIN members m ON m.id = v.member_id
        ORDER BY v.visited_at DESC, v.id DESC`,
    ),
    rowsOf<{ matching: number; total: number; stillIn: number }>(
      ctx.db,
      sql`SELECT count(*) FILTER (WHERE ${matches})::int AS matching,
            count(*) FILTER (WHERE v.undone_at IS NULL)::int AS total,
            count(*) FILTER (WHERE v.undone_at IS NULL AND v.left_at IS NULL)::int AS "stillIn"
          FROM visits v ${withMembers} WHERE ${ofTheDay}`,
    ),
    rowsOf<{ hour: number; count: number }>(
      ctx.db,
      sql`SELECT extract(hour FROM v.visited_at AT TIME ZONE ${zone})::int AS hour, count(*)::int AS count
        FROM visits v WHERE ${ofTheDay} AND v.undone_at IS NULL
        GROUP BY 1 ORDER BY 1`,
    ),
  ]);
  return ctx.answer(200, {
    siteId,
    date,
    total: counted.total,
    stillIn: counted.stillIn,
    byHour,
    matching: counted.matching,
    visits: listed.map(numbered),
  });
});

/**
 * Who is in's filter as SQL over visits `v` (and members `m` when there are words): how they came in, and each word
 * in the member's name or their member number (#1001 or 1001), as the screen reads a search.
 */
function visitFilter(search: string | undefined, method: VisitMethod | undefined) {
  const words = (search ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean);
  const conditions = [
    method === undefined ? sql`TRUE` : sql`v.method = ${method}`,
    ...words.map(
      (word) =>
        sql`(strpos(lower(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')), ${word}) > 0 OR v.member_id::text = ${word.replace(/^#/, "")})`,
    ),
  ];
  return sql.join(conditions, sql` AND `);
}

export const listMemberVisits = route(declared.listMemberVisits, async (ctx) => {
  const { memberId } = ctx.input.params;
  const { limit, before } = ctx.input.query;
  // keyset: the visits after `before` in the list's own order (time, then id), so pages neither skip nor repeat
  const older =
    before === undefined
      ? sql`TRUE`
      : sql`(v.visited_at, v.id) < (SELECT b.visited_at, b.id FROM visits b WHERE b.id = ${before} AND b.member_id = ${memberId})`;
  const visits = await rowsOf<Visit>(
    ctx.db,
    sql`SELECT ${visitColumns} FROM visits v WHERE v.member_id = ${memberId} AND ${older}
      ORDER BY v.visited_at DESC, v.id DESC LIMIT ${limit}`,
  );
  return ctx.answer(200, visits.map(numbered));
});

export const assignCard = route(declared.assignCard, async (ctx) => {
  const { memberId } = ctx.input.params;
  const cardNumber = normaliseCardNumber(ctx.input.body.cardNumber);
  if (!cardNumber) throw PlatformError.text(400, "cardNumber is required");
  const card = await ctx.db.transaction(async (tx) => {
    const [taken] = await rowsOf<{ memberId: number; replaced: boolean }>(
      tx,
      sql`SELECT member_id AS "memberId", replaced_at IS NOT NULL AS replaced FROM member_cards
        WHERE card_number = ${cardNumber} FOR UPDATE`,
    );
    if (taken && (Number(taken.memberId) !== memberId || taken.replaced))
      throw PlatformError.text(
        409,
        taken.replaced
          ? `Card ${cardNumber} was replaced and cannot be given again`
          : `Card ${cardNumber} belongs to another member`,
      );
    if (!taken) {
      await tx.execute(
        sql`UPDATE member_cards SET replaced_at = now() WHERE member_id = ${memberId} AND replaced_at IS NULL`,
      );
      await tx.execute(sql`INSERT INTO member_cards (card_number, member_id) VALUES (${cardNumber}, ${memberId})`);
    }
    const [row] = await rowsOf<{ issuedAt: string }>(
      tx,
      sql`SELECT ${isoText(sql`issued_at`)} AS "issuedAt" FROM member_cards WHERE card_number = ${cardNumber}`,
    );
    return { memberId, cardNumber, issuedAt: row.issuedAt };
  });
  return ctx.answer(200, card);
});

export const findCard = route(declared.findCard, async (ctx) =>
  ctx.answer(200, await memberOfCard(ctx.db, ctx.input.params.cardNumber)),
);

export const listMemberCards = route(declared.listMemberCards, async (ctx) => {
  const cards = await rowsOf<MemberCardRecord>(
    ctx.db,
    sql`SELECT member_id AS "memberId", card_number AS "cardNumber", ${isoText(sql`issued_at`)} AS "issuedAt",
      CASE WHEN replaced_at IS NULL THEN NULL ELSE ${isoText(sql`replaced_at`)} END AS "replacedAt"
      FROM member_cards WHERE member_id = ${ctx.input.params.memberId}
      ORDER BY replaced_at IS NULL DESC, issued_at DESC, card_number`,
  );
  return ctx.answer(
    200,
    cards.map((c) => ({ ...c, memberId: Number(c.memberId) })),
  );
});

/** PostgreSQL's bigint-free integers come back as numbers from both drivers; ids are normalised all the same. */
const numbered = <V extends Visit>(v: V): V => ({ ...v, visitId: Number(v.visitId), memberId: Number(v.memberId) });
