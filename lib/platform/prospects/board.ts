import { and, asc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { boardLimits, type BoardCounts } from "@frontdesk/lib/contract/prospects";
import { interactionSubTypes, members, prospectInteractions } from "../db/schema";
import { boardKey } from "../db/schema/prospects";
import { rowsOf } from "../db/rows";
import { route } from "../http/route";
import { onceInReads } from "@frontdesk/lib/server/reads-together";
import { toProspectInteraction } from "./interaction-record";
import { toOperatorWallClock } from "./operator-time";
import * as declared from "./board.schema";
import { BoardCursor } from "./board.schema";

const encodeCursor = (cursor: BoardCursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

/** Board extension: prospects' interactions by column, with per-column counts, keyset-paged. */
export const prospectBoard = route(declared.prospectBoard, async (ctx) => {
  const { status, priority, limit, from, to, scheduledWith, typeId, cursor } = ctx.input.query;

  const pi = prospectInteractions;
  // Active but past its next action: overdue on the board (the spec leaves transitions unstated).
  const nowWallClock = toOperatorWallClock(new Date());
  const pastDue = and(eq(pi.interactionStatus, 1), lt(pi.nextActionDate, nowWallClock));
  const boardStatus = sql<number>`CASE WHEN ${pastDue} THEN 3 ELSE ${pi.interactionStatus} END`;
  const key = boardKey(pi.nextActionDate);
  // Each column is one or two ranges of prospect_interactions_board_idx (status, key, id), read in
  // board order: Active = stored 1 from now on (none last); Overdue = stored 3, and stored 1 before now.
  const ranges: Record<number, SQL[]> = {
    1: [and(eq(pi.interactionStatus, 1), gte(key, sql`${nowWallClock}::timestamp`))!],
    2: [eq(pi.interactionStatus, 2)],
    3: [eq(pi.interactionStatus, 3), and(eq(pi.interactionStatus, 1), lt(key, sql`${nowWallClock}::timestamp`))!],
    4: [eq(pi.interactionStatus, 4)],
  };
  const filters: (SQL | undefined)[] = [
    eq(pi.prospect, true), // the member's status is a prospect status (kept on the row by triggers)
    scheduledWith === null
      ? undefined
      : scheduledWith === ""
        ? isNull(pi.scheduledWith)
        : eq(pi.scheduledWith, scheduledWith),
    typeId === undefined ? undefined : sql`upper(${interactionSubTypes.interactionTypeId}) = ${typeId}`,
    priority === undefined ? undefined : eq(pi.priority, priority),
    from === undefined ? undefined : gte(pi.nextActionDate, from),
    to === undefined ? undefined : lt(pi.nextActionDate, to),
  ];
  const fields = {
    row: pi,
    interactionTypeId: interactionSubTypes.interactionTypeId,
    firstName: members.firstName,
    lastName: members.lastName,
    statusId: members.statusId,
    email: members.email,
    phone: members.phone,
    boardStatus,
  };
  // (key, id) after the cursor's: a cursor without a date is among the undated, which come last
  const keyset = cursor
    ? sql`(${key}, ${pi.id}) > (coalesce(${cursor.d}::timestamp, 'infinity'::timestamp), ${cursor.i}::integer)`
    : undefined;
  const read = (range: SQL) =>
    ctx.db
      .select(fields)
      .from(pi)
      .innerJoin(interactionSubTypes, eq(interactionSubTypes.id, pi.interactionSubTypeId))
      .innerJoin(members, eq(members.id, pi.memberId))
      .where(and(range, ...filters, keyset))
      .orderBy(key, asc(pi.id))
      .limit(limit + 1);
  // Counted from the board index alone (index-only) unless a type filter needs the sub type: every
  // interaction has one (not null, foreign key), so the join drops no row.
  const countFrom = () => {
    const from = ctx.db.select({ one: sql`1` }).from(pi);
    return typeId === undefined
      ? from
      : from.innerJoin(interactionSubTypes, eq(interactionSubTypes.id, pi.interactionSubTypeId));
  };
  const counted = (range: SQL) =>
    sql`(SELECT count(*)::int FROM (${countFrom()
      .where(and(range, ...filters))
      .limit(boardLimits.countCap + 1)}) t)`;
  const shown = status === undefined ? [1, 2, 3, 4].flatMap((c) => ranges[c]) : ranges[status];
  // every column's count, whichever column is read: the board page reads its four columns together, and they are
  // counted once for the four (the filters decide the counts, not the column or the cursor)
  const countsOnce = onceInReads(`board counts ${JSON.stringify({ scheduledWith, typeId, priority, from, to })}`, () =>
    rowsOf<Record<string, number>>(
      ctx.db,
      sql`SELECT ${sql.join(
        [1, 2, 3, 4].map((c) => sql`${sql.join(ranges[c].map(counted), sql` + `)} AS ${sql.raw(`c${c}`)}`),
        sql`, `,
      )}`,
    ),
  );
  const [pages, [countRow]] = await Promise.all([Promise.all(shown.map(read)), countsOnce]);
  const rows = pages
    .flat()
    .sort((x, y) => compareKeys(x.row.nextActionDate, y.row.nextActionDate) || x.row.id - y.row.id)
    .slice(0, limit + 1);

  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const countOf = (c: number) => Math.min(Number(countRow[`c${c}`]), boardLimits.countCap + 1);
  const counts: BoardCounts = {
    active: countOf(1),
    overdue: countOf(3),
    unassigned: countOf(4),
    completed: countOf(2),
  };
  const body = {
    data: page.map((r) => ({
      ...toProspectInteraction(r.row, r.interactionTypeId),
      interactionStatus: Number(r.boardStatus),
      member: {
        memberId: r.row.memberId,
        firstName: r.firstName,
        lastName: r.lastName,
        status: r.statusId,
        email: r.email,
        phone: r.phone,
      },
    })),
    counts,
    nextCursor: rows.length > limit && last ? encodeCursor({ d: last.row.nextActionDate, i: last.row.id }) : null,
  };
  return ctx.answer(200, body);
});

/** Board order of two nextActionDates (stored wall clock, one format): none last. */
function compareKeys(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
