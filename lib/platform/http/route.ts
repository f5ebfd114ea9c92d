import "server-only";
import type { ZodType, z } from "zod";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import type { Claims } from "./tokens";
import type { BodyKind } from "./errors";

export type Method = "get" | "post" | "put" | "delete" | "patch";

/**
 * A parse function, for an input part whose spec fixes an order of checks (or a database lookup)
 * that a plain schema cannot express. The wrapper runs it before the handler; it throws a
 * PlatformError in the endpoint's own words. schema documents the part in the OpenAPI document.
 */
export interface InputParser<Raw, T> {
  schema?: ZodType;
  parse(raw: Raw, ctx: InputContext): T | Promise<T>;
  /** A body only: the endpoint's own failure for malformed JSON, where its spec counts that as a missing body. */
  malformed?: () => Error;
  /**
   * A body only: the body is a form (application/x-www-form-urlencoded), handed to parse as its text
   * (size-capped, valid UTF-8) instead of parsed JSON, and documented as a form.
   */
  form?: true;
}

/**
 * A route's declared input: the only way a handler reads the request's path, query and body. A zod
 * schema is parsed by the wrapper, failing with 400 in the route's errorKind (text: the first message;
 * problem: messages by PascalCase field path; modelState: by PascalCase field name). params: the path
 * values (decoded once); query: the named values, names matched case-insensitively, "" counting as
 * omitted (parse functions get the URLSearchParams); body: the JSON body (undefined when empty; a
 * text-kind route refuses it as not an object; parse functions get it as sent, or a form's text).
 */
interface RouteInput {
  params?: ZodType | InputParser<Record<string, string>, unknown>;
  query?: ZodType | InputParser<URLSearchParams, unknown>;
  body?: ZodType | InputParser<unknown, unknown>;
}

type Parsed<S> = S extends ZodType ? z.output<S> : S extends InputParser<never, infer T> ? Awaited<T> : undefined;

/** The parsed input handed to the handler, typed from the route's declaration. */
interface ParsedInput<I extends RouteInput> {
  params: Parsed<I["params"]>;
  query: Parsed<I["query"]>;
  body: Parsed<I["body"]>;
}

/** What a parse function sees: the request, before any input is parsed (and nothing to answer with). */
export type InputContext = Omit<RouteContext, "input" | "answer" | "empty">;

export interface RouteContext<I extends RouteInput = RouteInput, R extends Responses = Responses> {
  req: Request;
  url: URL;
  db: Database;
  /** the verified token's claims (an empty claim set on public routes) */
  claims: Claims;
  /** the path memberId, parsed and in the token's scope, on member-scoped routes (NaN on the others: declare params) */
  memberId: number;
  requestId: string;
  log: Logger;
  /** The declared input, parsed before the handler runs. */
  input: ParsedInput<I>;
  /**
   * Answers a declared success with its JSON body: status must be a success status the route declares
   * with a schema, and body that schema's type (as the OpenAPI document shows it: zod's output).
   */
  answer<S extends BodyStatus<R>>(status: S, body: BodyOf<R, S>, options?: AnswerOptions): Answer;
  /** Answers a declared success that has no body (204, or a 201 with only a Location). */
  empty<S extends EmptyStatus<R>>(status: S, options?: Pick<AnswerOptions, "headers">): Answer;
}

export interface AnswerOptions {
  headers?: Record<string, string>;
  /**
   * Numbers written with a fixed count of decimal places, by property name, where the spec keeps
   * them (a price as 12.50, not 12.5, as the original's decimal serialisation writes it).
   */
  fixed?: Record<string, number>;
}

declare const answered: unique symbol;
/**
 * A response built by the route's own ctx.answer or ctx.empty: the only thing a handler returns, so
 * a handler cannot answer a status or a body its declaration does not allow (failures are thrown).
 */
export type Answer = Response & { readonly [answered]: true };

type Responses = Record<number, DeclaredResponse>;
type Success<S> = S extends number ? (`${S}` extends `1${string}` | `2${string}` | `3${string}` ? S : never) : never;
/** The success statuses a route declares with a JSON body. */
export type BodyStatus<R> = { [S in keyof R]-?: R[S] extends { schema: ZodType } ? Success<S> : never }[keyof R];
/** The success statuses a route declares without a body. */
export type EmptyStatus<R> = { [S in keyof R]-?: R[S] extends { schema: ZodType } ? never : Success<S> }[keyof R];
/**
 * The body of a declared success: its schema's output, which the OpenAPI document describes and the
 * tests check every answer against (the input differs only where a default fills an omitted field).
 */
export type BodyOf<R, S extends keyof R> = R[S] extends { schema: infer T extends ZodType } ? z.output<T> : never;

export interface RouteSpec {
  method: Method;
  /** Hono path syntax relative to {base_url}, e.g. /api/members/:memberId/consent */
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  /** false: no token needed (health, token endpoint) */
  auth?: boolean;
  /** Holding any one listed product or feature is enough (Conventions 4); empty products = not restricted. */
  products?: string[];
  features?: string[];
  /** Features that must also be held, refused with "requires Module X to be enabled" (BOOKINGDISCOUNTS). */
  modules?: string[];
  /** An endpoint-specific claims rule replacing products/features (mobile-app identifiers). */
  authorize?: (claims: Claims) => boolean;
  /** The path memberId must be the token's member or a linked member (Authentication §3). */
  memberScoped?: boolean;
  /**
   * Frontdesk's own operation beside the spec's (visits, booking at the desk, retention reads): marked
   * `x-frontdesk-extension` in the OpenAPI document, so a client can tell what a venue's own platform may lack.
   */
  extension?: true;
  /** What staff read when a venue's own platform lacks this extension (a 501 from the BFF), in plain words. */
  whenMissing?: string;
  /** Body kind of this endpoint's failures that the wrapper itself raises (bad JSON). Default text. */
  errorKind?: BodyKind;
  /** Body kind of the 403 for missing products/features. Default empty. */
  forbiddenKind?: "empty" | "text";
  /** The request's path, query and body: parsed by the wrapper before the handler, shown by the OpenAPI document. */
  input?: RouteInput;
  /**
   * What the operation itself answers: each success with its JSON body, and each failure its handler
   * throws with its body kind (default text; result when a schema is given: the full result object).
   * The wrapper's own answers (400/413 input, 401, 403, 429, 500) are added by the OpenAPI document
   * from the spec above; the tests check every response against the document.
   */
  responses: Record<number, DeclaredResponse>;
}

export interface DeclaredResponse {
  description: string;
  /** a success's JSON body, or a failure's full result object */
  schema?: ZodType;
  /** a failure's body kind(s) (Conventions 3) */
  kind?: BodyKind | BodyKind[];
}

export type Handler<I extends RouteInput = RouteInput, R extends Responses = Responses> = (
  ctx: RouteContext<I, R>,
) => Promise<Answer> | Answer;

export interface RouteDef {
  spec: RouteSpec;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's handler is typed by its own input and responses
  handler: Handler<any, any>;
}

/** Declares a platform operation: the wrapper (http/app.ts) owns auth, input parsing, failure bodies and logs. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a route without input has none
export function route<const I extends RouteInput = {}, const R extends Responses = Responses>(
  spec: RouteSpec & { input?: I; responses: R },
  handler: Handler<I, R>,
): RouteDef {
  return { spec, handler };
}

/** The answer helpers the wrapper hands every handler (typed per route by RouteContext). */
export const answers = {
  answer(status: number, body: unknown, options: AnswerOptions = {}) {
    return new Response(serialise(body, options.fixed), {
      status,
      headers: { "content-type": "application/json; charset=utf-8", ...options.headers },
    }) as Answer;
  },
  empty(status: number, options: Pick<AnswerOptions, "headers"> = {}) {
    return new Response(null, { status, headers: options.headers }) as Answer;
  },
};

/** A fixed-places number is written as a marker string, then unquoted: PostgreSQL text cannot hold NUL, so no stored string forges it. */
const fixedMarker = "\u0000fixed:";
function serialise(body: unknown, fixed: Record<string, number> | undefined) {
  if (!fixed) return JSON.stringify(body);
  const json = JSON.stringify(body, (key, value) =>
    typeof value === "number" && Object.hasOwn(fixed, key) ? `${fixedMarker}${value.toFixed(fixed[key])}` : value,
  );
  return json.replace(/"\\u0000fixed:(-?\d+(?:\.\d+)?)"/g, "$1");
}
