import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as consent } from "@/app/api/members/[memberId]/consent/route";
import { bffRequest } from "@frontdesk/lib/bff/testing";
import { log } from "@frontdesk/lib/server/log";
import { flushTraces, startTracing, stopTracing, traceRequest } from "@frontdesk/lib/server/tracing";
import { database } from "@frontdesk/lib/platform/testing";

/**
 * Traces reach a real OTLP/HTTP receiver on localhost (no mocked exporter): one trace for a BFF read, with its
 * request's span, the platform call's and the database queries' beneath it, and no member's number in any name.
 */
interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

const received: OtlpSpan[] = [];
let receiver: http.Server;
let endpoint = "";

beforeAll(async () => {
  await database();
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.url === "/v1/traces" && req.method === "POST") {
        const sent = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of sent.resourceSpans)
          for (const scope of resource.scopeSpans) received.push(...scope.spans);
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await stopTracing();
  vi.unstubAllEnvs();
  receiver.close();
});

describe("traces", () => {
  it("a BFF read is one trace: the request, the platform call and its queries, at a real OTLP receiver", async () => {
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", endpoint);
    expect(await startTracing()).toBe(true);
    const request = await bffRequest("GET", "/api/members/1001/consent", { as: "reception" });
    const app = http.createServer((req, res) => {
      traceRequest(
        req,
        res,
        "/api/members/[memberId]/consent",
        () =>
          void consent(request, { params: Promise.resolve({ memberId: "1001" }) }).then(async (answer) =>
            res.writeHead(answer.status).end(await answer.text()),
          ),
      );
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const answer = await fetch(`http://127.0.0.1:${(app.address() as AddressInfo).port}/api/members/1001/consent`);
    expect(answer.status).toBe(200);
    app.close();
    await flushTraces();

    const server = received.find((span) => span.name === "GET /api/members/[memberId]/consent");
    expect(server).toBeDefined();
    const inTrace = received.filter((span) => span.traceId === server!.traceId);
    const call = inTrace.find((span) => span.name === "platform GET /api/members/:memberId/consent");
    expect(call?.parentSpanId).toBe(server!.spanId);
    const queries = inTrace.filter((span) => span.name.startsWith("db "));
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((span) => inTrace.some((parent) => parent.spanId === span.parentSpanId))).toBe(true);
    // names and attributes say routes and operations, never the member's number or a query's text
    expect(JSON.stringify(inTrace)).not.toContain("1001");
    expect(JSON.stringify(inTrace)).not.toMatch(/select .* from/i);
  });

  it("a collector that is down: the app answers as before and the log says so once", async () => {
    await stopTracing();
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadEndpoint = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", deadEndpoint);
    vi.stubEnv("OTEL_EXPORTER_OTLP_TIMEOUT", "300"); // the exporter's own setting: give up on a dead collector soon
    const warned = vi.spyOn(log, "warn");
    expect(await startTracing()).toBe(true);
    for (let i = 0; i < 2; i++) {
      const answer = await consent(await bffRequest("GET", "/api/members/1001/consent", { as: "reception" }), {
        params: Promise.resolve({ memberId: "1001" }),
      });
      expect(answer.status).toBe(200);
      await flushTraces();
    }
    const said = warned.mock.calls.filter(([, message]) => String(message).startsWith("traces could not be sent"));
    expect(said).toHaveLength(1);
    warned.mockRestore();
  });
});
