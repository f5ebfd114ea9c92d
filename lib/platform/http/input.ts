/**
 * The platform's input rules, in one place: what a path value, query value or JSON body may hold
 * before it reaches a rule or the database. The route wrapper (http/app.ts) applies the generic
 * guards to every request; routes use the id, query and date readers in their declared input.
 */
import { z } from "zod";
import { PlatformError, type BodyKind, type FieldErrors } from "./errors";
import type { InputParser } from "./route";
import { env } from "@frontdesk/lib/server/env";
import { isStorableText } from "@frontdesk/lib/domain/storable-text";

export const int32Max = 2_147_483_647;
export const int32Min = -2_147_483_648;

/** Conventions 2: integers are int32 unless stated. */
export const isInt32 = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= int32Min && value <= int32Max;

/** A positive whole number that fits the platform's int32 ids, or undefined. */
export const positiveInt32 = (value: unknown): number | undefined => (isInt32(value) && value > 0 ? value : undefined);

/** A path or query id written in digits (an optional +, surrounding spaces ignored): a positive int32, else undefined. */
export function parseId(raw: string | undefined | null): number | undefined {
  if (raw === undefined || raw === null || !/^\+?\d{1,10}$/.test(raw.trim())) return undefined;
  return positiveInt32(Number(raw.trim()));
}

/** A path id of at most nine digits (no sign, no spaces), positive: wallet card ids. */
export const parseNineDigitId = (raw: string | undefined): number | undefined =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

/** The plain-text 403 of a member-scoped route whose path memberId is not the token's member or linked to it. */
export const memberScopeMessage = "The given member ID does not belong to the logged in member.";

/** The plain-text 400 of every member-scoped route whose path memberId is not a member id. */
export const invalidMemberIdMessage = (raw: string) => `The value '${raw}' is not a valid member ID.`;

/**
 * Declared path values the endpoint resolves itself (an unknown or over-long id is its own 400 or 404
 * after a lookup): the schema documents them, they reach the handler as sent (decoded once).
 */
export const pathText = <S extends z.ZodObject>(schema: S) => ({
  schema,
  parse: (params: Record<string, string>) => params as z.output<S>,
});

/** A path id in plain digits only (no sign, no spaces): a positive int32, else undefined. */
export const parseDigitsId = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^\d{1,10}$/.test(raw) ? parseId(raw) : undefined;

/** A path member id (Conventions 2, int32): plain digits, 1 to 2,147,483,647; anything else is not a member id. */
export const parseMemberIdSegment = parseDigitsId;

/**
 * Declared path ids the endpoint looks up itself, so an unknown or malformed id is the endpoint's own
 * 404 (or 400) in its own order of checks (often after the body's checks): each name gives { id, raw },
 * id read by `read` (default parseId; undefined is never found) and raw as sent, for the message.
 */
export const lookupPath = <N extends string>(
  names: N[],
  read: (raw: string | undefined) => number | undefined = parseId,
) =>
  ({
    schema: z.object(Object.fromEntries(names.map((n) => [n, z.int32().positive()]))),
    parse: (params) =>
      Object.fromEntries(names.map((n) => [n, { id: read(params[n]), raw: params[n] ?? "" }])) as Record<
        N,
        { id?: number; raw: string }
      >,
  }) satisfies InputParser<Record<string, string>, unknown>;

/** A whole number written in digits (optional sign), or undefined. */
export const parseWholeNumber = (raw: string): number | undefined => (/^[+-]?\d+$/.test(raw) ? Number(raw) : undefined);

// ---------------------------------------------------------------- query

/** A query value by name, matched case-insensitively as the original service binds them; "" counts as omitted. */
export function queryValue(query: URLSearchParams, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of query)
    if (key.toLowerCase() === wanted) return value.trim() === "" ? undefined : value.trim();
  return undefined;
}

/** Every value sent for a repeatable query name (ids=1&IDS=2), names matched case-insensitively, in the order sent. */
export function queryValues(query: URLSearchParams, name: string): string[] {
  const wanted = name.toLowerCase();
  return [...query].filter(([key]) => key.toLowerCase() === wanted).map(([, value]) => value);
}

/** The named query values as an object (case-insensitive names, "" omitted), for a declared query schema. */
export const queryObject = (query: URLSearchParams, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, queryValue(query, n)]).filter(([, v]) => v !== undefined));

/** "true" in any case switches a query flag on; anything else leaves it off. */
export const queryFlag = (query: URLSearchParams, name: string) => queryValue(query, name)?.toLowerCase() === "true";

// ---------------------------------------------------------------- dates

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,7})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** An ISO 8601 date or date-time; no offset means UTC (Conventions: times are UTC). */
export function parseDateTime(raw: string): Date | undefined {
  const m = dateTimePattern.exec(raw);
  if (!m) return undefined;
  const [, y, mo, d, h = "00", mi = "00", s = "00", frac = "", zone = "Z"] = m;
  const offset = zone.toUpperCase() === "Z" ? "Z" : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const value = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac.slice(0, 4)}${offset}`);
  if (Number.isNaN(value.getTime())) return undefined;
  // reject rolled-over dates such as 2025-02-30
  const check = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  if (
    check.getUTCMonth() + 1 !== Number(mo) ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  )
    return undefined;
  return value;
}

/** yyyy-MM-ddTHH:mm:ss in UTC. */
export const formatDateTime = (value: Date) => value.toISOString().slice(0, 19);

// ---------------------------------------------------------------- text

export const notStorableMessage = (field: string) =>
  `${field} contains a character that is not allowed (NUL, a control character or an unpaired surrogate).`;

// ---------------------------------------------------------------- JSON bodies

/** The deepest nesting of arrays and objects a body may have; no request of the spec needs more than a few levels. */
export const maxBodyDepth = 32;

/** The body size limit (bytes); PLATFORM_MAX_BODY_BYTES overrides the 1 MiB default. */
export const maxBodyBytes = () => env().PLATFORM_MAX_BODY_BYTES;

type BodyProblem = { field: string; message: string };

/**
 * Walks a parsed JSON body (iteratively, so depth cannot overflow the stack) and names the first
 * value that may not go further: nesting deeper than maxBodyDepth, or a string (value or key)
 * holding a character no stored text may hold. Field names are PascalCase paths, as failures name them.
 */
export function findBodyProblem(body: unknown): BodyProblem | undefined {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value: body, path: [], depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    const field = path.length ? path.join(".") : "body";
    if (typeof value === "string") {
      if (!isStorableText(value)) return { field, message: notStorableMessage(field) };
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= maxBodyDepth)
      return { field, message: `The request body is nested too deeply (more than ${maxBodyDepth} levels).` };
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [`[${i}]`, v])
      : Object.entries(value);
    for (const [key, child] of entries) {
      if (!isStorableText(key))
        return {
          field,
          message: notStorableMessage(field === "body" ? "A property name" : `A property name in ${field}`),
        };
      stack.push({ value: child, path: [...path, Array.isArray(value) ? key : pascal(key)], depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * A JSON body's property, its name matched case-insensitively as the original service binds bodies
 * (System.Text.Json web defaults: the exact name first, else the first name equal in any case);
 * undefined when absent or when the body is not an object.
 */
export function bodyProp(body: unknown, name: string): unknown {
  if (!isPlainObject(body)) return undefined;
  if (name in body) return body[name];
  const key = Object.keys(body).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
}

/**
 * A JSON object's fields by name in any case, as the original service binds configuration writes
 * (sortOrder, SortOrder and SORTORDER are the same field; the last one sent wins).
 */
export class JsonFields {
  private readonly byName = new Map<string, unknown>();

  constructor(body: object) {
    for (const [key, value] of Object.entries(body)) this.byName.set(key.toLowerCase(), value);
  }

  /** The value sent for a field; undefined when the field is absent. */
  get(name: string): unknown {
    return this.byName.get(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.byName.has(name.toLowerCase());
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** How a JSON value appears in a message: strings as they are, anything else as compact JSON. */
export const shown = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

export const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Reads a request body's bytes, refusing (undefined) one larger than limit bytes without buffering the rest. */
export async function readCappedBytes(req: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** UTF-8 text of a body; bytes that are not valid UTF-8 give undefined (never silently replaced). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- failures

/** A failure of the request's input, in the endpoint's body kind (result and empty kinds answer plain text). */
export function inputFailure(kind: BodyKind, field: string, message: string, status = 400): PlatformError {
  if (kind === "problem") return new PlatformError(status, "problem", message, { [field]: [message] });
  if (kind === "modelState") return new PlatformError(status, "modelState", message, { [field]: [message] });
  return PlatformError.text(status, message);
}

/**
 * A zod failure in the endpoint's body kind: text gives the first message; a problem document keys
 * messages by PascalCase field path (Options.[0].Description); a model-state object by PascalCase field name.
 */
function zodFailure(kind: BodyKind, error: z.ZodError): PlatformError {
  const issues = error.issues;
  if (kind !== "problem" && kind !== "modelState")
    return PlatformError.text(400, issues[0]?.message ?? "The request is not valid.");
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const last = issue.path.at(-1);
    let field = "body";
    let message = issue.message;
    if (kind === "modelState") {
      if (last !== undefined) field = pascal(String(last));
    } else if (issue.path.length) {
      field = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : pascal(String(p)))).join(".");
      if (!message.startsWith(pascal(String(last)))) message = `${pascal(String(last))} ${message}`;
    }
    (errors[field] ??= []).push(message);
  }
  return kind === "problem" ? PlatformError.problem(400, errors) : PlatformError.modelState(400, errors);
}

/** Parses a value with a contract schema, failing in the endpoint's body kind. */
export function parseWith<S extends z.ZodType>(schema: S, kind: BodyKind, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw zodFailure(kind, result.error);
}

/** A JSON body that must be an object (undefined when emptyAs is given: an empty body counts as that object). */
export function objectBody(kind: BodyKind, body: unknown, emptyAs?: Record<string, unknown>): Record<string, unknown> {
  if (body === undefined && emptyAs) return emptyAs;
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw inputFailure(kind, "body", "The request body must be a JSON object.");
  return body as Record<string, unknown>;
}
