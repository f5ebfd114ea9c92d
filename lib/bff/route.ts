import { log } from "@frontdesk/lib/server/log";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import { z } from "zod";
import { getStaffSession, type StaffSession } from "@frontdesk/lib/auth/session";
import { can } from "@frontdesk/lib/contract/roles";
import { stepUpWindowMs } from "@frontdesk/lib/auth/factor-policy";
import {
  isWrite,
  extensionMissingType,
  secondFactorRequiredType,
  stepUpRequiredType,
  type BodyOf,
  type EndpointSpec,
  type HandlerAnswerOf,
  type ParamsOf,
  type QueryInputOf,
  type QueryOf,
  type QueryValue,
} from "@frontdesk/lib/api/endpoint";
import { recordVersion } from "@frontdesk/lib/contract/record-version";
import { PlatformFailure, type Caller } from "@frontdesk/lib/client/transport";
import { currentRequestId, withRequestId } from "@frontdesk/lib/server/request-context";
import { ExtensionMissing } from "@frontdesk/lib/client/extensions";
import { recordStaffAudit, recordWriteAudit } from "./audit";
import { isSameOrigin } from "@frontdesk/lib/security/app-origin";
import { recordRequest } from "@frontdesk/lib/server/metrics";
import { isDatabaseUnavailable, reportDatabaseFailure } from "@frontdesk/lib/server/database-outage";
import { commonWordings } from "@frontdesk/lib/contract/problem-words";
import { isLocale, localeCookie, localeOfAcceptLanguage, type Locale } from "@frontdesk/lib/contract/locales";
import { problemIn } from "@frontdesk/lib/contract/said-words";
import { venueLanguage } from "@frontdesk/lib/server/venue-settings";
import {
  BffProblem,
  problem,
  problemContentType,
  problemFromPlatform,
  type Problem,
} from "@frontdesk/lib/contract/problem";
import { inPlainWords, inStaffWords, parseInput, type StaffWording } from "@frontdesk/lib/contract/staff-words";
import { nameOfEndpoint } from "@frontdesk/lib/api";
import { readKey, type ReadInput } from "@frontdesk/lib/api/read";
import type { QueryKey } from "@tanstack/react-query";

/** One of a page's first reads: its query's key and the BFF route's own read as a session (`read`, below). */
export type ServerRead = readonly [key: QueryKey, read: (session: StaffSession) => Promise<unknown>];

/**
 * The BFF route wrapper (design.md §9, "wrap once"): every app/api/** route is made from its
 * declaration in lib/api/<area>.ts,
 *
 *   export const PUT = bffEndpoint(memberApi.campaign, async ({ caller, params, body }) => ...);
 *
 * and the wrapper owns: session (401), a second factor the session still owes (403), permission (403), step-up (403), same-origin check of writes (403), zod
 * parse of the path parameters, the query and the body (400 with errors by field), the ETag of a
 * versioned read, the BFF's own audit, and turning every failure, the platform's five body kinds
 * included, into RFC 9457 problem+json. The handler returns the declared answer (200), undefined
 * (204) or a Response (a stream, a file).
 */
interface BffContext<E extends EndpointSpec> {
  req: Request;
  session: StaffSession;
  /** who calls the platform: the staff member, with their role's claims */
  caller: Caller;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /**
   * A write's handler says its change is made (the platform answered it): the audit row is written from then on,
   * beside what the handler still does (a confirmation queued), not after it, one round trip fewer on the request's
   * path. The wrapper still waits for the row before it answers, and writes it as before where nobody calls this.
   */
  made: () => void;
}

interface BffOptions {
  /** The platform messages this route's screen may meet, in staff words under their fields. */
  wordings?: readonly StaffWording[];
}

type RouteParams = { params: Promise<Record<string, string | string[]>> };

/** A route file's method handler, as Next (and a test) calls it. */
export type BffHandler = (req: Request, route: RouteParams) => Promise<Response>;

// BffProblem lives with the problem shape, so server code outside a route (a worker) can raise one without the session's imports.
export { BffProblem };

/**
 * The one place a problem becomes a response: said in the request's language first (docs/decisions/026-words-from-lib.md),
 * its detail, title and field errors, so the browser receives words; the platform's own English passes through.
 */
const saidResponse = (p: Problem, locale: Locale) =>
  new Response(JSON.stringify({ ...problemIn(locale, p), requestId: currentRequestId() }), {
    status: p.status,
    headers: { "content-type": `${problemContentType}; charset=utf-8` },
  });

/** The request's language: the staff member's kept choice, else (signed out) the sign-in switch's cookie, the browser's, the venue's. */
export function localeOfRequest(req: Request, session?: StaffSession): Locale {
  const venueDefault = venueLanguage(); // as the pages' (i18n/request.ts): VENUE_LANGUAGE, else by VENUE_LOCALE
  if (session) return isLocale(session.language) ? session.language : venueDefault;
  const cookie = new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]*)`).exec(req.headers.get("cookie") ?? "")?.[1];
  if (isLocale(cookie)) return cookie;
  return localeOfAcceptLanguage(req.headers.get("accept-language")) ?? venueDefault;
}

export function bffEndpoint<E extends EndpointSpec>(
  e: E,
  handler: (ctx: BffContext<E>) => Promise<HandlerAnswerOf<E> | Response>,
  options: BffOptions = {},
) {
  const paramSchema = z.object(e.params ?? {});
  const wordings = [...(options.wordings ?? []), ...commonWordings];
  const bffHandler = async (req: Request, route: RouteParams): Promise<Response> => {
    const started = performance.now();
    const response = await withRequestId(req.headers.get("x-request-id"), () => answer(req, route));
    recordRequest("bff", req.method, e.path, response.status, (performance.now() - started) / 1000);
    return response;
  };
  // The gate test (lib/bff/gate.test.ts) checks each route file exports the handler of its declaration.
  /**
   * This read as one of a page's first reads (app/(staff)/server-reads.ts): under the query key the screen's hook
   * uses (`api.<area>.read` with the same input), made as the page's session by `readAs`.
   */
  function read(input: { params?: ParamsOf<E>; query?: QueryInputOf<E> } = {}): ServerRead {
    const named = nameOfEndpoint(e);
    if (!named) throw new Error(`${e.method} ${e.path} is not declared in lib/api's areas.`);
    return [readKey(named.area, named.name, input as ReadInput), (session) => readAs(session, input)];
  }

  return Object.assign(bffHandler, { endpoint: e, readAs, read });

  /** The route's refusals that depend on the session alone, in its order: second factor owed, permission. */
  function refusal(session: StaffSession): Problem | undefined {
    if (session.pending && !e.secondFactorStep) return secondFactorRequired(session.pending);
    if (!can(session.role, e.permission)) return problem(403, "Problems.notForYourRole");
    return undefined;
  }

  /** Parses the input, runs the handler and writes the audit row of a success: the same for a request and a page. */
  async function run(
    req: Request,
    session: StaffSession,
    raw: Record<string, string | string[]>,
    rawQuery: Record<string, string | string[]>,
  ) {
    const params = parseInput(
      paramSchema,
      Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v])),
      options.wordings,
    );
    const query = e.query ? parseInput(e.query, rawQuery, options.wordings) : undefined;
    const body = e.body ? parseInput(e.body, await readJson(req), options.wordings) : undefined;
    const trail = auditTrail(e, session.staffId, params);
    let result: Awaited<ReturnType<typeof handler>>;
    try {
      result = await handler({
        req,
        session,
        caller: { staffId: session.staffId, role: session.role },
        params: params as ParamsOf<E>,
        query: query as QueryOf<E>,
        body: body as BodyOf<E>,
        made: trail.made,
      });
    } catch (error) {
      await trail.failed(error);
      throw error;
    }
    await trail.answered();
    return result;
  }

  /**
   * The read as this route answers it, for a page rendered on the server (its first paint shows the record):
   * the same refusals, handler and audit row, no HTTP in between. The answer is the JSON the browser would
   * get (Dates as strings); undefined where the route would refuse or fail, which the screen's own read then
   * meets and shows in words. Reads only: a write goes through the route, with its same-origin check.
   */
  async function readAs(
    session: StaffSession,
    input: { params?: ParamsOf<E>; query?: QueryInputOf<E> } = {},
  ): Promise<HandlerAnswerOf<E> | undefined> {
    if (isWrite(e) || e.stepUp || refusal(session)) return undefined;
    const strings = (values: unknown = {}) =>
      Object.fromEntries(
        Object.entries(values as Record<string, QueryValue>).flatMap(([k, v]) =>
          v === undefined || v === null || v === "" ? [] : [[k, String(v)]],
        ),
      );
    try {
      const result = await run(
        new Request("http://server-render/"),
        session,
        strings(input.params),
        strings(input.query),
      );
      return result instanceof Response || result === undefined ? undefined : JSON.parse(JSON.stringify(result));
    } catch (error) {
      if (!(
        error instanceof PlatformFailure ||
        error instanceof BffProblem ||
        error instanceof ExtensionMissing ||
        isDatabaseUnavailable(error)
      ))
        log.error({ route: e.path, ...failureFields(error) }, "unhandled failure in a server-rendered read");
      return undefined;
    }
  }

  async function answer(req: Request, route: RouteParams): Promise<Response> {
    let session: StaffSession | undefined;
    const problemResponse = (p: Problem) => saidResponse(p, localeOfRequest(req, session));
    try {
      // a step-up endpoint reads the session past the cache: when its factor was proven is then exact, on every instance
      session = (await getStaffSession(req, { fresh: e.stepUp })) ?? undefined;
      if (!session) return problemResponse(problem(401, "Problems.signIn"));
      const refused = refusal(session);
      if (refused) return problemResponse(refused);
      if (isWrite(e) && !isSameOrigin(req)) return problemResponse(problem(403, "Problems.crossOrigin"));
      if (e.stepUp && !provenRecently(session)) return problemResponse(stepUpRequired());

      const raw = (await route?.params) ?? {}; // Next always passes { params }; tolerate direct calls in tests
      const result = await run(req, session, raw, queryObject(req));
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      const headers: Record<string, string> = { "cache-control": "no-store" };
      if (e.versioned) headers.etag = recordVersion(result);
      return Response.json(result, { headers });
    } catch (error) {
      if (error instanceof PlatformFailure)
        return problemResponse(
          inStaffWords(problemFromPlatform(error.status, error.contentType, error.bodyText), wordings),
        );
      if (error instanceof BffProblem) return problemResponse(inPlainWords(error.problem, wordings));
      // an operation of Frontdesk's own that the venue's platform does not declare: the screen says so in words
      if (error instanceof ExtensionMissing)
        return problemResponse(problem(501, error.message, { type: extensionMissingType }));
      // the app's own tables (sessions, audit) on a database that is restarting
      if (isDatabaseUnavailable(error)) {
        reportDatabaseFailure();
        return problemResponse(problem(503, "Problems.databaseRestarting"));
      }
      log.error({ requestId: currentRequestId(), route: e.path, ...failureFields(error) }, "unhandled failure");
      return problemResponse(problem(500, "Problems.somethingWrong"));
    }
  }
}

/**
 * The audit row of one request to an audited endpoint (none where it is not), written once: a read's once it is
 * answered, a write's once the handler says the change is made (`made`, beside the rest of the handler) or, where it
 * does not say, once it has answered. The answer waits for the row either way.
 */
function auditTrail(e: EndpointSpec, staffId: string, params: Record<string, unknown>) {
  const entry = e.audit && { staffId, memberId: auditedMemberId(params), action: e.audit };
  let auditing: Promise<void> | undefined;
  return {
    made() {
      if (!entry || !isWrite(e) || auditing) return;
      auditing = recordWriteAudit(entry);
      auditing.catch(() => {}); // met once the handler is done (answered or failed)
    },
    async failed(error: unknown) {
      if (auditing) return auditing;
      // a write sent to the platform with no answer back may have been made: the trail may say more, never less
      if (entry && isWrite(e) && error instanceof PlatformFailure && error.outcomeUnknown)
        await recordWriteAudit(entry);
    },
    async answered() {
      // a write already made is answered as made, its row kept to write once the database is back (recordWriteAudit)
      if (entry) await (auditing ?? (isWrite(e) ? recordWriteAudit(entry) : recordStaffAudit(entry)));
    },
  };
}

/** A session that owes its second factor reaches nothing but the second step, enrolment and sign-out. */
const secondFactorRequired = (pending: "verify" | "enrol") =>
  problem(403, pending === "enrol" ? "Problems.enrolSecondFactor" : "Problems.confirmSecondFactor", {
    type: secondFactorRequiredType,
  });

/** A step-up endpoint's 403 when the second factor was not proven recently: the browser asks for it and calls again. */
export const stepUpRequired = () => problem(403, "Problems.stepUp", { type: stepUpRequiredType });

export const provenRecently = (session: StaffSession) =>
  session.secondFactorAt !== null && Date.now() - session.secondFactorAt.getTime() < stepUpWindowMs;

/**
 * The query string as an object: an empty value counts as omitted (as on the platform), and a name
 * given twice is a list (a schema that wants one value refuses it).
 */
function queryObject(req: Request): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(req.url).searchParams) {
    if (value === "") continue;
    const held = values[key];
    values[key] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  return values;
}

/** The member an audited route is about: its declared, parsed `memberId` parameter. */
function auditedMemberId(params: Record<string, unknown>): number {
  if (typeof params.memberId !== "number") throw new Error("An audited BFF route declares params: memberPath.");
  return params.memberId;
}

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BffProblem(problem(400, "Problems.badJson"));
  }
}
