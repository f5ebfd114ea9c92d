import { operation } from "../http/operation";
import {
  boardResponseSchema,
  interactionTypeEnum,
  boardLimits,
  boardQuerySchema,
} from "@frontdesk/lib/contract/prospects";
import { PlatformError } from "../http/errors";
import { toOperatorWallClock, parseInstant } from "./operator-time";

const bad = (message: string) => PlatformError.text(400, message);

export interface BoardCursor {
  /** nextActionDate of the last row (stored wall clock), null when it had none */
  d: string | null;
  i: number;
}

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

/** Board extension: prospects' interactions by column, with per-column counts, keyset-paged. */
export const prospectBoard = operation({
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
});
