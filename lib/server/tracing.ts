import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import {
  context,
  diag,
  DiagLogLevel,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from "@opentelemetry/api";
import { env } from "@frontdesk/lib/server/env";
import { log } from "@frontdesk/lib/server/log";

/**
 * Traces (OpenTelemetry), off unless OTEL_EXPORTER_OTLP_ENDPOINT names a collector: a span per request the server
 * answers (page, BFF route, probe), per platform call and per database query, sent over OTLP/HTTP in batches. Off,
 * every span below is the API's no-op and costs next to nothing. A span carries routes, statuses and ids the log line
 * carries too, never a member's data: no query text, no path with a member's number in it.
 */
const tracer = () => trace.getTracer("frontdesk");
/**
 * Read each time, not kept here: the provider is registered process-wide, and Next's bundles hold their own copy of
 * this module. Read straight from process.env (checked at start by env()): it is asked on every query.
 */
const tracing = () => Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);

let provider: { shutdown(): Promise<void>; forceFlush(): Promise<void> } | undefined;

/** Starts tracing where OTEL_EXPORTER_OTLP_ENDPOINT is set (server.ts, once); answers whether it did. */
export async function startTracing(): Promise<boolean> {
  const endpoint = env().OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || provider) return provider !== undefined;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
    ]);
  // A collector that is down: the app serves as before, and the log says so once (until it is heard from again).
  let said = false;
  diag.setLogger(
    {
      error: (message) => {
        if (said) return;
        said = true;
        log.warn({ endpoint }, `traces could not be sent (${message.slice(0, 200)}); serving on without them`);
      },
      warn: () => {},
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    DiagLogLevel.ERROR,
  );
  const tracerProvider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      "service.name": env().OTEL_SERVICE_NAME ?? "frontdesk",
      "service.version": versionOfPackage(),
    }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, "")}/v1/traces` })),
    ],
  });
  tracerProvider.register(); // its context manager (AsyncLocalStorage) carries the request's span into every call
  provider = tracerProvider;
  log.info({ endpoint }, "sending traces over OTLP/HTTP");
  return true;
}

function versionOfPackage(): string {
  try {
    const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), "package.json");
    return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
  } catch {
    return "";
  }
}

/** Sends the spans still batched and stops (the server's shutdown). */
export async function stopTracing() {
  await provider?.shutdown().catch(() => {});
  provider = undefined;
  trace.disable();
  context.disable();
  diag.disable();
}

/** Sends the spans batched so far (tests). */
export const flushTraces = () => provider?.forceFlush().catch(() => {}) ?? Promise.resolve();

/**
 * Answers a request inside its span (`GET /members/[memberId]`): every span made while answering it (platform calls,
 * queries, Next's own) is its child. The span ends when the answer has gone, with its status.
 */
export function traceRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  route: string,
  answer: () => void,
): { traceId?: string } {
  if (!tracing()) {
    answer();
    return {};
  }
  const span = tracer().startSpan(`${req.method} ${route}`, {
    kind: SpanKind.SERVER,
    attributes: { "http.request.method": req.method ?? "", "http.route": route },
  });
  res.once("close", () => {
    span.setAttribute("http.response.status_code", res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  context.with(trace.setSpan(context.active(), span), answer);
  return { traceId: span.spanContext().traceId };
}

const noSpan = { traceId: "00000000000000000000000000000000", spanId: "0000000000000000", traceFlags: 0 };

/** Runs `work` in a child span of the current one; a thrown failure marks the span and is thrown on. */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracing()) return work(trace.wrapSpanContext(noSpan));
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : "failure" });
      throw error;
    } finally {
      span.end();
    }
  });
}

export { SpanKind };

/** SELECT, INSERT, ... of a query's text: what a query span is named by (its text is never put on the span). */
const operationOf = (text: unknown) =>
  (typeof text === "string" ? /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() : undefined) ?? "QUERY";

/**
 * Puts a span around each query `client.query` runs (pg's Client, PGlite and its transactions): named by its operation,
 * with the database system, never the query's text or parameters. Calls with a callback or a streaming query object
 * pass through untraced (the app makes neither).
 */
export function traceQueries<C extends { query: (...args: never[]) => unknown }>(client: C, system: string): C {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as { text?: unknown; submit?: unknown } | string;
    if (!tracing() || typeof args.at(-1) === "function" || (typeof first === "object" && first?.submit))
      return query(...args);
    const operation = operationOf(typeof first === "string" ? first : first?.text);
    return inSpan(
      `db ${operation}`,
      { "db.system.name": system, "db.operation.name": operation },
      async () => query(...args),
      SpanKind.CLIENT,
    );
  };
  return client;
}
