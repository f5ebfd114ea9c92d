import { and, asc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import {
  boardLimits,
  boardQuerySchema,
  boardResponseSchema,
  interactionTypeEnum,
  type BoardCounts,
  type BoardResponse,
} from "@/lib/contract/prospects";
import { interactionSubTypes, members, prospectInteractions } from "../db/schema";
import { boardKey } from "../db/schema/prospects";
import { rowsOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { toProspectInteraction } from "./interaction-record";
import { parseInstant, toOperatorWallClock } from "./operator-time";

const bad = (message: string) => PlatformError.text(400, message);

interface BoardCursor {
  /** nextActionDate of the last row (stored wall clock), null when it had none */
  d: string | null;
  i: number;
}

const encodeCursor = (cursor: BoardCursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
function decodeCursor(raw: string): BoardCursor {
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (
      Number.isInteger(value?.i) &&
      (value.d === null ||
        (typeof value.d === "string" && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/.test(value.d)))
    ) {
      return { d: value.d, i: value.i };
    }
  } catch {
    // fall through
  }
  throw bad("cursor is not valid.");
}

function intParam(raw: string | null, name: string, min: number, max: number, message: string): number | undefined {
  if (raw === null || raw === "") return undefined;
  if (!/^-?\d+$/.test(raw.trim())) throw bad(message);
  const value = Number(raw.trim());
  if (value < min || value > max) throw bad(message);
  return value;
}

function instantParam(raw: string | null, name: string): string | undefined {
  if (raw === null || raw === "") return undefined;
  const instant = parseInstant(raw);
  if (!instant) throw bad(`${name} must be an ISO 8601 date-time.`);
  return toOperatorWallClock(instant);
}

/** Board extension: prospects' interactions by column, with per-column counts, keyset-paged. */
export const prospectBoard = route(
  {
    method: "get",
    path: "/api/prospects/board",
    summary: "Prospect interaction board",
    description: [
      "Frontdesk extension (not in the spec). Interactions of members whose status has prospectStatus, with interactionStatus 1 to 4,",
      "ordered by nextActionDate (operator-local, none last) then id, keyset-paged by nextCursor.",
      "counts are per column over the same filters, ignoring status and paging, counted up to 1,000: a column with more counts 1001.",
      "scheduledWith= (empty) selects interactions scheduled with nobody. interactionType is a type id or the enum 0, 1, 2.",
      "from (inclusive) and to (exclusive) bound nextActionDate. Errors: 400 plain text naming the parameter.",
      "An active interaction (1) whose nextActionDate has passed is overdue: the board reads, filters and counts it as 3,",
      "so cards move to Overdue as time passes without anyone saving them; the stored status is unchanged.",
      "member carries email and phone so the board can call the person and tell two of one name apart.",
    ].join(" "),
    tags: ["Prospects"],
    products: [],
    features: ["PROSPECTS"],
    input: { query: { schema: boardQuerySchema, parse: readBoardQuery } },
    responses: {
      200: { description: "A page of the board", schema: boardResponseSchema },
      400: { description: "Plain-text message naming the bad parameter" },
    },
  },
  async (ctx) => {
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
    const [pages, [countRow]] = await Promise.all([
      Promise.all(shown.map(read)),
      rowsOf<Record<string, number>>(
        ctx.db,
        sql`SELECT ${sql.join(
          [1, 2, 3, 4].map((c) => sql`${sql.join(ranges[c].map(counted), sql` + `)} AS ${sql.raw(`c${c}`)}`),
          sql`, `,
        )}`,
      ),
    ]);
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
    const body: BoardResponse = {
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
    return reply.json(body);
  },
);

/** Board order of two nextActionDates (stored wall clock, one format): none last. */
function compareKeys(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** The board's query, each value checked in turn (an empty scheduledWith selects interactions scheduled with nobody). */
function readBoardQuery(q: URLSearchParams) {
  const status = intParam(q.get("status"), "status", 1, 4, "status must be between 1 and 4.");
  const priority = intParam(q.get("priority"), "priority", 1, 3, "priority must be 1 (low), 2 (medium) or 3 (high).");
  const limit =
    intParam(
      q.get("limit"),
      "limit",
      1,
      boardLimits.maxLimit,
      `limit must be between 1 and ${boardLimits.maxLimit}.`,
    ) ?? boardLimits.defaultLimit;
  const from = instantParam(q.get("from"), "from");
  const to = instantParam(q.get("to"), "to");
  const scheduledWith = q.get("scheduledWith");
  if (scheduledWith !== null && scheduledWith.length > 15) throw bad("scheduledWith must be 15 characters or fewer.");
  const typeParam = q.get("interactionType")?.trim();
  let typeId: string | undefined;
  if (typeParam) {
    if (/^\d+$/.test(typeParam)) {
      typeId = Object.entries(interactionTypeEnum).find(([, n]) => n === Number(typeParam))?.[0];
      if (!typeId) throw bad("interactionType must be 0 (call), 1 (task), 2 (appointment) or an interaction type id.");
    } else typeId = typeParam.toUpperCase();
  }
  const cursorParam = q.get("cursor");
  const cursor = cursorParam ? decodeCursor(cursorParam) : undefined;
  return { status, priority, limit, from, to, scheduledWith, typeId, cursor };
}
