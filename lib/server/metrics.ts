import crypto from "node:crypto";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { env } from "./env";
import { answerMetricsCollection, clusterMetrics } from "./workers";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/**
 * Prometheus metrics for operators, off unless METRICS_TOKEN is set; then served at
 * /metrics to `Authorization: Bearer <METRICS_TOKEN>` only (server.ts). Request counts and latency
 * per route template for the platform and the BFF, database pool use, rate-limit refusals.
 * One registry per process (processWide): the custom server's bundle and Next's bundles share it.
 */
export const metricsEnabled = () => Boolean(env().METRICS_TOKEN);

interface Metrics {
  registry: Registry;
  requests: Counter<"service" | "method" | "route" | "status">;
  latency: Histogram<"service" | "method" | "route">;
  refusals: Counter<"limit">;
  unexpectedAnswers: Counter<"operation">;
  pool: Gauge<"state">;
  breaker: Gauge<"platform" | "state">;
  breakerChanges: Counter<"platform" | "state">;
  poolStats?: () => { total: number; idle: number; waiting: number } | undefined;
}

/** One registry per process: the custom server's bundle and Next's bundles share it. */
const metrics = () => processWide("metrics", createMetrics);

function createMetrics(): Metrics {
  const registry = new Registry();
  const created: Metrics = {
    registry,
    requests: new Counter({
      name: "frontdesk_http_requests_total",
      help: "Requests answered, by service (platform | bff), method, route template and status",
      labelNames: ["service", "method", "route", "status"],
      registers: [registry],
    }),
    latency: new Histogram({
      name: "frontdesk_http_request_duration_seconds",
      help: "Time to answer, by service, method and route template",
      labelNames: ["service", "method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    refusals: new Counter({
      name: "frontdesk_rate_limit_refusals_total",
      help: "Requests refused with 429, by limit",
      labelNames: ["limit"],
      registers: [registry],
    }),
    unexpectedAnswers: new Counter({
      name: "frontdesk_platform_unexpected_answers_total",
      help: "Upstream platform answers that did not match their operation's declared schema, by operationId",
      labelNames: ["operation"],
      registers: [registry],
    }),
    pool: new Gauge({
      name: "frontdesk_db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const stats = created.poolStats?.();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    }),
    breaker: new Gauge({
      name: "frontdesk_platform_breaker_state",
      help: "The upstream platform's circuit breaker: 1 for its current state (closed | open | half-open), 0 for the others",
      labelNames: ["platform", "state"],
      registers: [registry],
      aggregator: "max", // over several server processes (WEB_CONCURRENCY): 1 if any is in the state
    }),
    breakerChanges: new Counter({
      name: "frontdesk_platform_breaker_transitions_total",
      help: "Times the upstream platform's circuit breaker entered each state",
      labelNames: ["platform", "state"],
      registers: [registry],
    }),
  };
  return created;
}

/** Records one answered request; route is the template (/api/members/:memberId), never the raw path. */
export function recordRequest(
  service: "platform" | "bff",
  method: string,
  route: string,
  status: number,
  seconds: number,
) {
  if (!metricsEnabled()) return;
  const m = metrics();
  m.requests.inc({ service, method, route, status: String(status) });
  m.latency.observe({ service, method, route }, seconds);
}

/** integrator: an integrator's per-minute or per-hour budget; token: /connect/token; sign-in: a locked staff sign-in. */
export function recordRateLimitRefusal(limit: "integrator" | "token" | "sign-in") {
  if (metricsEnabled()) metrics().refusals.inc({ limit });
}

/** An upstream answer its operation's declaration does not allow (lib/client/call-platform.ts). */
export function recordUnexpectedAnswer(operation: string) {
  if (metricsEnabled()) metrics().unexpectedAnswers.inc({ operation });
}

const breakerStates = ["closed", "open", "half-open"] as const;

/** The upstream platform's circuit breaker (lib/client/breaker.ts) entered a state. */
export function recordBreakerState(platform: string, state: (typeof breakerStates)[number]) {
  if (!metricsEnabled()) return;
  const m = metrics();
  for (const each of breakerStates) m.breaker.set({ platform, state: each }, each === state ? 1 : 0);
  m.breakerChanges.inc({ platform, state });
}

/** The database tells the metrics how to read its pool (PostgreSQL only). */
export function watchPool(stats: () => { total: number; idle: number; waiting: number }) {
  metrics().poolStats = stats;
}

/** The /metrics answer: 404 when metrics are off, 401 without the token, else the exposition text. */
export async function metricsResponse(
  authorization: string | undefined,
): Promise<{ status: number; contentType: string; body: string }> {
  const token = env().METRICS_TOKEN;
  if (!token) return { status: 404, contentType: "text/plain; charset=utf-8", body: "Not Found" };
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  if (!crypto.timingSafeEqual(digest(authorization ?? ""), digest(`Bearer ${token}`)))
    return { status: 401, contentType: "text/plain; charset=utf-8", body: "Unauthorized" };
  const { registry } = metrics();
  return { status: 200, contentType: registry.contentType, body: await (clusterMetrics() ?? registry.metrics()) };
}

/** In one of several server processes (WEB_CONCURRENCY): its figures go into every process's /metrics answer. */
export function shareMetricsWithOtherProcesses() {
  if (metricsEnabled()) answerMetricsCollection(() => metrics().registry.getMetricsAsJSON());
}
