import crypto from "node:crypto";
import { Hono } from "hono";
import { and, eq, or } from "drizzle-orm";
import pino from "pino";
import type { Database } from "../db/client";
import { integrators, memberLinks } from "../db/schema";
import { PlatformError, renderError } from "./errors";
import { spendRateBudget } from "./rate-limit";
import type { RouteContext, RouteDef, RouteSpec } from "./route";
import { verifyToken, type Claims } from "./tokens";
import { buildOpenApiDocument, docsPagePolicy, renderDocsPage } from "./openapi";

export const logger = pino({ level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"), base: { svc: "platform" } });

const noClaims: Claims = { sub: "", products: [], features: [], permissions: [] };

/** The embedded platform's HTTP surface under /platform, as a web-standard fetch handler. */
export function buildApp(db: Database, routes: RouteDef[], isReady: () => boolean) {
  const app = new Hono().basePath("/platform");

  app.get("/health", (c) => (isReady() ? c.json({ status: "ok" }) : c.json({ status: "starting" }, 503)));
  let document: object | undefined;
  const openApi = () => (document ??= buildOpenApiDocument(routes.map((r) => r.spec)));
  app.get("/openapi.json", (c) => c.json(openApi()));
  app.get("/docs", (c) => c.html(renderDocsPage(openApi()), 200, { "content-security-policy": docsPagePolicy }));

  // Static segments before parameters, so /api/members/bookings-restrictions is never read as a memberId.
  const ordered = [...routes].sort((a, b) => paramCount(a.spec.path) - paramCount(b.spec.path));
  for (const { spec, handler } of ordered) {
    app.on(spec.method.toUpperCase(), spec.path, async (c) => {
      const requestId = c.req.header("x-request-id") ?? crypto.randomUUID();
      const log = logger.child({ requestId, route: `${spec.method.toUpperCase()} ${spec.path}` });
      const started = performance.now();
      let response: Response;
      try {
        const claims = spec.auth === false ? noClaims : await authenticate(db, spec, c.req.header("authorization"));
        const params = c.req.param() as Record<string, string>;
        const memberId = spec.memberScoped ? await checkMemberScope(db, claims, params.memberId) : Number(params.memberId);
        let parsedBody: Promise<unknown> | undefined;
        const ctx: RouteContext = {
          req: c.req.raw,
          url: new URL(c.req.url),
          db,
          claims,
          params,
          query: new URL(c.req.url).searchParams,
          memberId,
          requestId,
          log,
          body: () => (parsedBody ??= readJson(c.req.raw, spec)),
        };
        response = await handler(ctx);
      } catch (error) {
        if (error instanceof PlatformError) {
          response = renderError(error, requestId);
        } else {
          log.error({ err: error }, "unhandled failure");
          response = new Response(null, { status: 500 });
        }
      }
      response.headers.set("x-request-id", requestId);
      log.info({ status: response.status, ms: Math.round((performance.now() - started) * 10) / 10 }, "request");
      return response;
    });
  }
  app.notFound(() => new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } }));
  return app;
}

const paramCount = (path: string) => path.split("/").filter((s) => s.startsWith(":")).length;

async function authenticate(db: Database, spec: RouteSpec, header: string | undefined): Promise<Claims> {
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  const claims = token ? await verifyToken(token.trim()) : undefined;
  if (!claims) throw new PlatformError(401, "empty", "Unauthorized", undefined, { "WWW-Authenticate": "Bearer" });
  if (claims.integratorId !== undefined) await enforceIntegratorBudget(db, claims.integratorId);
  if (!isAllowed(spec, claims)) {
    throw spec.forbiddenKind === "text" ? PlatformError.text(403, "Forbidden") : PlatformError.empty(403, "Forbidden");
  }
  for (const required of spec.modules ?? []) {
    if (!claims.features.includes(required)) throw PlatformError.text(403, `The requested operation requires Module ${required} to be enabled.`);
  }
  return claims;
}

/** Conventions 4: holding any one of the listed products or features is enough. */
export function isAllowed(spec: Pick<RouteSpec, "products" | "features" | "authorize">, claims: Claims): boolean {
  if (spec.authorize) return spec.authorize(claims);
  const products = spec.products ?? [];
  const features = spec.features ?? [];
  if (products.length === 0 && features.length === 0) return true;
  return products.some((p) => claims.products.includes(p)) || features.some((f) => claims.features.includes(f));
}

const budgetCache = new Map<number, { perMinute: number; perHour: number; at: number }>();

async function enforceIntegratorBudget(db: Database, integratorId: number) {
  let budget = budgetCache.get(integratorId);
  if (!budget || Date.now() - budget.at > 5_000) {
    const [row] = await db
      .select({ perMinute: integrators.rateLimitPerMinute, perHour: integrators.rateLimitPerHour })
      .from(integrators)
      .where(eq(integrators.id, integratorId));
    budget = { perMinute: row?.perMinute ?? 0, perHour: row?.perHour ?? 0, at: Date.now() };
    budgetCache.set(integratorId, budget);
  }
  spendRateBudget(integratorId, budget.perMinute, budget.perHour);
}

export const memberScopeMessage = "The given member ID does not belong to the logged in member.";

/** Authentication §3: the path member is the token's member or linked to it (either direction). */
async function checkMemberScope(db: Database, claims: Claims, raw: string | undefined): Promise<number> {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw PlatformError.text(400, `The value '${raw ?? ""}' is not a valid member ID.`);
  const memberId = Number(raw);
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

async function readJson(req: Request, spec: RouteSpec): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    const message = "The request body is not valid JSON.";
    const kind = spec.errorKind ?? "text";
    if (kind === "problem") throw PlatformError.problem(400, { body: [message] });
    if (kind === "modelState") throw PlatformError.modelState(400, { body: [message] });
    throw PlatformError.text(400, message);
  }
}
