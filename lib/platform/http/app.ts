import crypto from "node:crypto";
import { Hono } from "hono";
import { and, eq, or } from "drizzle-orm";
import pino from "pino";
import type { Database } from "../db/client";
import { memberLinks } from "../db/schema";
import { PlatformError, renderError, type BodyKind } from "./errors";
import { admitIntegratorToken } from "./integrator-access";
import { tapLogLine } from "./logging";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import { answers, type InputContext, type RouteContext, type RouteDef, type RouteSpec } from "./route";
import { hasCapability, verifyToken, type Claims } from "./tokens";
import { ZodType, type z } from "zod";
import {
  findBodyProblem,
  inputFailure,
  invalidMemberIdMessage,
  memberScopeMessage,
  maxBodyBytes,
  notStorableMessage,
  parseMemberIdSegment,
  objectBody,
  parseWith,
  queryObject,
  readCappedBytes,
  decodeUtf8,
} from "./input";
import { buildOpenApiDocument } from "./openapi";
import { docsPagePolicy, renderDocsPage } from "./openapi-page";
import { recordRateLimitRefusal, recordRequest } from "@frontdesk/lib/server/metrics";
import { env } from "@frontdesk/lib/server/env";
import { degradedReasons } from "@frontdesk/lib/server/degraded";
import {
  databaseAnswers,
  databaseRetryAfterSeconds,
  isDatabaseUnavailable,
  reportDatabaseFailure,
} from "@frontdesk/lib/server/database-outage";
import { databaseRestartingMessage } from "@frontdesk/lib/contract/platform-unreachable";
import { isStorableId, isStorableText } from "@frontdesk/lib/domain/storable-text";

export const logger = pino({
  level: env().LOG_LEVEL ?? (env().VITEST ? "silent" : "info"),
  base: { svc: "platform" },
  hooks: { streamWrite: tapLogLine },
});

const noClaims: Claims = { sub: "", products: [], features: [], permissions: [] };

/** The embedded platform's HTTP surface under /platform, as a web-standard fetch handler. */
export function buildApp(db: Database, routes: RouteDef[], isReady: () => boolean) {
  const app = new Hono().basePath("/platform");

  // Readiness: 200 only while the database answers, so a balancer stops sending traffic that would fail.
  app.get("/health", async (c) => {
    if (!isReady()) return c.json({ status: "starting" }, 503);
    if (!(await databaseAnswers(db)))
      return c.json({ status: "unavailable", reason: "The database did not answer within 2 s." }, 503);
    // Still ready (reads are served from what was read, writes refused in words), but an operator should know.
    const degraded = degradedReasons();
    return c.json(degraded.length ? { status: "degraded", reason: degraded.join(" ") } : { status: "ok" });
  });
  let document: object | undefined;
  const openApi = () => (document ??= buildOpenApiDocument(routes.map((r) => r.spec)));
  app.get("/openapi.json", (c) => c.json(openApi()));
  app.get("/docs", (c) => c.html(renderDocsPage(openApi()), 200, { "content-security-policy": docsPagePolicy }));

  // Static segments before parameters, so /api/members/bookings-restrictions is never read as a memberId.
  const ordered = [...routes].sort((a, b) => paramCount(a.spec.path) - paramCount(b.spec.path));
  for (const { spec, handler } of ordered) {
    app.on(spec.method.toUpperCase(), spec.path, async (c) => {
      // a caller's request id is kept only when it is a plain token, so nothing else reaches the logs through it
      const given = c.req.header("x-request-id");
      const requestId = given && /^[\w.:-]{1,100}$/.test(given) ? given : crypto.randomUUID();
      const log = logger.child({ requestId, route: `${spec.method.toUpperCase()} ${spec.path}` });
      const started = performance.now();
      let response: Response;
      try {
        // the body is read (capped) before anything else, so an oversized one is refused before any rule runs
        const bytes = await readCappedBytes(c.req.raw, maxBodyBytes());
        if (bytes === undefined) throw tooLarge(spec);
        const claims = spec.auth === false ? noClaims : await authenticate(db, spec, c.req.header("authorization"));
        const params = c.req.param() as Record<string, string>;
        const memberId = spec.memberScoped ? await checkMemberScope(db, claims, params.memberId) : NaN;
        const url = new URL(c.req.url);
        checkRawInput(spec, params, url.searchParams);
        const ctx: InputContext = { req: c.req.raw, url, db, claims, memberId, requestId, log };
        const input = await parseInput(spec, ctx, { params, query: url.searchParams, bytes });
        response = await handler({ ...ctx, input, ...answers });
      } catch (error) {
        if (error instanceof PlatformError) {
          response = renderError(error, requestId);
        } else if (isDatabaseUnavailable(error)) {
          reportDatabaseFailure();
          log.warn({ status: 503, ...failureFields(error) }, "database unavailable");
          response = renderError(databaseUnavailable(), requestId);
        } else {
          log.error({ status: 500, ...failureFields(error) }, "unhandled failure");
          response = new Response(null, { status: 500 });
        }
      }
      response.headers.set("x-request-id", requestId);
      const ms = performance.now() - started;
      log.info({ status: response.status, ms: Math.round(ms * 10) / 10 }, "request");
      recordRequest("platform", spec.method.toUpperCase(), spec.path, response.status, ms / 1000);
      if (response.status === 429) recordRateLimitRefusal(spec.path === "/connect/token" ? "token" : "integrator");
      return response;
    });
  }
  app.notFound(
    () => new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } }),
  );
  return app;
}

/** The answer while the database restarts: 503 in words, never a 500. */
const databaseUnavailable = () =>
  new PlatformError(503, "text", databaseRestartingMessage, undefined, {
    "Retry-After": String(databaseRetryAfterSeconds),
  });

const paramCount = (path: string) => path.split("/").filter((s) => s.startsWith(":")).length;

async function authenticate(db: Database, spec: RouteSpec, header: string | undefined): Promise<Claims> {
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  const claims = token ? await verifyToken(token.trim()) : undefined;
  if (!claims) throw new PlatformError(401, "empty", "Unauthorized", undefined, { "WWW-Authenticate": "Bearer" });
  if (claims.integratorId !== undefined) await admitIntegratorToken(db, claims.integratorId, claims.keyVersion);
  if (!isAllowed(spec, claims) || !hasCapability(spec.method, claims)) {
    throw spec.forbiddenKind === "text" ? PlatformError.text(403, "Forbidden") : PlatformError.empty(403, "Forbidden");
  }
  for (const required of spec.modules ?? []) {
    if (!claims.features.includes(required))
      throw PlatformError.text(403, `The requested operation requires Module ${required} to be enabled.`);
  }
  return claims;
}

/** Conventions 4: holding any one of the listed products or features is enough. */
function isAllowed(spec: Pick<RouteSpec, "products" | "features" | "authorize">, claims: Claims): boolean {
  if (spec.authorize) return spec.authorize(claims);
  const products = spec.products ?? [];
  const features = spec.features ?? [];
  if (products.length === 0 && features.length === 0) return true;
  return products.some((p) => claims.products.includes(p)) || features.some((f) => claims.features.includes(f));
}

export { memberScopeMessage };

/** Authentication §3: the path member is the token's member or linked to it (either direction). */
async function checkMemberScope(db: Database, claims: Claims, raw: string | undefined): Promise<number> {
  const memberId = parseMemberIdSegment(raw);
  if (memberId === undefined) throw PlatformError.text(400, invalidMemberIdMessage(raw ?? ""));
  if (claims.memberId === undefined) throw PlatformError.text(403, memberScopeMessage);
  if (claims.memberId === memberId) return memberId;
  const [link] = await db
    .select({ g: memberLinks.guardianId })
    .from(memberLinks)
    .where(
      or(
        and(eq(memberLinks.guardianId, claims.memberId), eq(memberLinks.dependantId, memberId)),
        and(eq(memberLinks.guardianId, memberId), eq(memberLinks.dependantId, claims.memberId)),
      ),
    )
    .limit(1);
  if (!link) throw PlatformError.text(403, memberScopeMessage);
  return memberId;
}

const tooLarge = (spec: RouteSpec) =>
  inputFailure(
    spec.errorKind ?? "text",
    "body",
    `The request body is larger than the limit of ${maxBodyBytes()} bytes.`,
    413,
  );

const notJsonMessage = "The request body is not valid JSON.";

/** The JSON body (undefined when empty), refused when malformed, too deep or holding text that may not be stored. */
function parseJson(text: string, kind: BodyKind): unknown {
  if (text.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw inputFailure(kind, "body", notJsonMessage);
  }
  const problem = findBodyProblem(value);
  if (problem) throw inputFailure(kind, problem.field, problem.message);
  return value;
}

/** Every path and query value, before any rule sees it: no control characters or unpaired surrogates. */
function checkRawInput(spec: RouteSpec, params: Record<string, string>, query: URLSearchParams) {
  const kind = spec.errorKind ?? "text";
  for (const [name, value] of Object.entries(params))
    if (!isStorableId(value)) throw inputFailure(kind, name, notStorableMessage(name));
  for (const [name, value] of query) {
    if (!isStorableText(name)) throw inputFailure(kind, "query", notStorableMessage("A query parameter name"));
    if (!isStorableText(value)) throw inputFailure(kind, name, notStorableMessage(name));
  }
}

/**
 * Parses the route's declared input (params, then query, then body) before the handler runs: the only
 * reader of the request's path values, query and body. A body nobody declared is never read.
 */
async function parseInput(
  spec: RouteSpec,
  ctx: InputContext,
  raw: { params: Record<string, string>; query: URLSearchParams; bytes: Uint8Array },
): Promise<RouteContext["input"]> {
  const declared = spec.input;
  const kind = spec.errorKind ?? "text";
  const input: RouteContext["input"] = { params: undefined, query: undefined, body: undefined };
  if (!declared) return input;
  if (declared.params) {
    input.params = isSchema(declared.params)
      ? parseWith(declared.params, kind, raw.params)
      : await declared.params.parse(raw.params, ctx);
  }
  if (declared.query) {
    input.query = isSchema(declared.query)
      ? parseWith(
          declared.query,
          kind,
          queryObject(raw.query, Object.keys((declared.query as z.ZodObject).shape ?? {})),
        )
      : await declared.query.parse(raw.query, ctx);
  }
  if (declared.body) {
    const parser = declared.body;
    const text = decodeUtf8(raw.bytes);
    if (text === undefined) throw inputFailure(kind, "body", "The request body is not valid UTF-8.");
    if (isSchema(parser)) {
      // text-kind endpoints refuse a missing body; the field-keyed kinds report each missing field
      input.body = parseWith(parser, kind, objectBody(kind, parseJson(text, kind), kind === "text" ? undefined : {}));
    } else if (parser.form) {
      input.body = await parser.parse(text, ctx);
    } else {
      let body: unknown;
      try {
        body = parseJson(text, kind);
      } catch (error) {
        throw parser.malformed && error instanceof PlatformError && error.message === notJsonMessage
          ? parser.malformed()
          : error;
      }
      input.body = await parser.parse(body, ctx);
    }
  }
  return input;
}

const isSchema = (source: object): source is ZodType => source instanceof ZodType;
