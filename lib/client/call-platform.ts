import "server-only";
import { log } from "@frontdesk/lib/server/log";
import { inSpan, SpanKind } from "@frontdesk/lib/server/tracing";
import type { z, ZodType } from "zod";
import type { RouteSpec } from "@frontdesk/lib/platform/http/route";
import { operationIdOf } from "@frontdesk/lib/platform/http/openapi-paths";
import { recordUnexpectedAnswer } from "@frontdesk/lib/server/metrics";
import { PlatformFailure, transport, type Caller, type PlatformCall } from "./transport";
import { ExtensionMissing, platformOffers } from "./extensions";

/**
 * The BFF's one way to call the platform (design.md §5): an operation's own declaration
 * (lib/platform/operations: method, path, member scope, input, responses) and its input,
 *
 *   const consent = await callPlatform(caller, members.getConsent, { params: { memberId } });
 *
 * typed from the declaration (path values from the path's :names, query and body from its input
 * schemas, the answer from its success response schema), over whichever transport is configured.
 * An upstream answer is parsed with the declared schema: a venue platform that answers in another
 * shape is a 502 naming the operation and the field, logged and counted, never a cast that fails
 * later in a browser.
 */

type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

type PathValues<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathValues<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : unknown;

/** A declared input part: a schema, or a parse function with the schema that documents it. */
type SchemaOf<Part> = Part extends ZodType ? Part : Part extends { schema: infer S extends ZodType } ? S : never;

/** The query's names from its schema; each value as it travels (a string, a number, a list). */
type QueryOf<Part> = [SchemaOf<Part>] extends [never]
  ? Record<string, QueryValue>
  : { [K in keyof z.input<SchemaOf<Part>>]?: QueryValue };

type BodyOf<Part> = [SchemaOf<Part>] extends [never] ? unknown : z.input<SchemaOf<Part>>;

type ParamsPart<O extends RouteSpec> =
  unknown extends PathValues<O["path"]> ? unknown : { params: PathValues<O["path"]> };
type QueryPart<O> = O extends { input: { query: infer Q } } ? { query?: QueryOf<Q> } : unknown;
type BodyPart<O> = O extends { input: { body: infer B } } ? { body: BodyOf<B> } : unknown;

/** What a call of the operation sends: its path values, query and body. */
export type PlatformInput<O extends RouteSpec> = ParamsPart<O> & QueryPart<O> & BodyPart<O>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;
type Successes<O extends RouteSpec> = Extract<keyof O["responses"], SuccessStatus>;

/** What the operation answers on success: its declared schema's type (undefined for an empty answer). */
export type PlatformAnswer<O extends RouteSpec> = {
  [S in Successes<O>]: O["responses"][S] extends { schema: infer T extends ZodType } ? z.output<T> : undefined;
}[Successes<O>];

type InputArgs<O extends RouteSpec> =
  object extends PlatformInput<O> ? [input?: PlatformInput<O>] : [input: PlatformInput<O>];

/** The plain words staff read when the venue platform answers in a shape its declaration does not allow. */
const unexpectedAnswerMessage = (summary: string, field: string) =>
  `The venue platform answered something unexpected (operation "${summary}", field "${field}"). Tell your administrator; the request may have been carried out.`;

/** An upstream answer that does not match its operation's declaration: rendered by the BFF as a 502. */
export class PlatformAnswerUnexpected extends PlatformFailure {
  constructor(
    readonly operation: string,
    readonly field: string,
    summary: string,
  ) {
    super(502, "text/plain", unexpectedAnswerMessage(summary, field));
    this.name = "PlatformAnswerUnexpected";
  }
}

/** Fills the path's :names, encoded. */
const pathOf = (spec: RouteSpec, params: Record<string, string | number>) =>
  spec.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

/** The first failing field of a parse, as a readable path (campaigns[0].campaignId), or "(answer)" for the whole. */
const fieldOf = (issues: readonly { path: readonly PropertyKey[] }[]) =>
  issues[0]?.path.reduce<string>(
    (at, key) => (typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)),
    "",
  ) || "(answer)";

function unexpected(spec: RouteSpec, status: number, field: string, detail: string) {
  const operation = operationIdOf(spec.method, spec.path.replace(/:(\w+)/g, "{$1}"));
  recordUnexpectedAnswer(operation);
  log.error({ operation, status, field, detail }, "the platform's answer does not match its declaration");
  return new PlatformAnswerUnexpected(operation, field, spec.summary);
}

/**
 * A success answer's JSON (undefined when empty), checked against the operation's declared response
 * for its status when check is set: an undeclared status, a body that is not JSON or one its schema
 * refuses throws PlatformAnswerUnexpected.
 */
export function answerOf(spec: RouteSpec, status: number, text: string, check: boolean): unknown {
  let answer: unknown;
  try {
    answer = text.trim() === "" ? undefined : JSON.parse(text);
  } catch {
    throw unexpected(spec, status, "(answer)", "not JSON");
  }
  if (!check) return answer;
  const declared = spec.responses[status];
  if (!declared) throw unexpected(spec, status, "(status)", `status ${status} is not declared`);
  if (!declared.schema) return answer;
  const parsed = declared.schema.safeParse(answer);
  if (!parsed.success)
    throw unexpected(spec, status, fieldOf(parsed.error.issues), parsed.error.issues[0]?.message ?? "");
  // The answer as sent: the check refuses a wrong shape, and strips nothing a screen may read.
  return answer;
}

/** A success answer with its status and headers, for the few callers that read them (a Location, 200 vs 201). */
interface PlatformExchange<O extends RouteSpec> {
  status: number;
  headers: Headers;
  answer: PlatformAnswer<O>;
}

/** Calls a platform operation; failures throw PlatformFailure (the BFF renders them as problems). */
export async function exchangePlatform<O extends RouteSpec>(
  caller: Caller,
  spec: O,
  ...[input]: InputArgs<O>
): Promise<PlatformExchange<O>> {
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: PlatformCall["query"];
    body?: unknown;
  };
  const params = parts.params ?? {};
  if (!(await platformOffers(spec))) throw new ExtensionMissing(spec);
  const method = spec.method.toUpperCase() as PlatformCall["method"];
  // the span names the operation's path template, never a filled path with a member's number
  const { response, text } = await inSpan(
    `platform ${method} ${spec.path}`,
    { "http.request.method": method, "url.template": spec.path },
    async (span) => {
      const response = await transport().send(caller, {
        method,
        path: pathOf(spec, params),
        query: parts.query,
        body: parts.body,
        memberScope: spec.memberScoped ? Number(params.memberId) : undefined,
      });
      span.setAttribute("http.response.status_code", response.status);
      return { response, text: await response.text() };
    },
    SpanKind.CLIENT,
  );
  if (!response.ok) throw new PlatformFailure(response.status, response.headers.get("content-type"), text);
  // Parsed in both modes: it costs under 1% of an embedded call (bench/platform-answers.ts), and an
  // embedded answer out of its declaration is then caught by every test, as an upstream one would be.
  const answer = answerOf(spec, response.status, text, true) as PlatformAnswer<O>;
  return { status: response.status, headers: response.headers, answer };
}

/** Calls a platform operation with its input and gives its answer; failures throw PlatformFailure. */
export async function callPlatform<O extends RouteSpec>(
  caller: Caller,
  spec: O,
  ...input: InputArgs<O>
): Promise<PlatformAnswer<O>> {
  return (await exchangePlatform(caller, spec, ...input)).answer;
}
