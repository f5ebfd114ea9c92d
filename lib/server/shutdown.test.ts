import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { shutDownGracefully, tuneForLoadBalancer } from "./shutdown";

/** A real server whose /slow answer waits until the test releases it. */
async function serverWithSlowRoute() {
  const events: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const server = http.createServer();
  tuneForLoadBalancer(server);
  server.on("request", async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === "/slow") {
      started();
      await released;
    }
    if (req.url !== "/never") res.end(`answered ${req.url}`, () => events.push(`answered ${req.url}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  return { server, url, release, inFlight, events };
}

const get = (url: string) =>
  new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on("error", reject);
  });

describe("graceful shutdown", () => {
  it("stops accepting, finishes the request in flight, then closes the database", async () => {
    const { server, url, release, inFlight, events } = await serverWithSlowRoute();
    const slow = get(url("/slow"));
    await inFlight;
    const stopped = shutDownGracefully(server, async () => void events.push("database closed"), 10);
    await expect(get(url("/fast"))).rejects.toMatchObject({ code: "ECONNREFUSED" });
    release();
    expect(await slow).toMatchObject({ status: 200, body: "answered /slow", connection: "close" });
    await stopped;
    expect(events).toEqual(["answered /slow", "database closed"]);
  });

  it("cuts what is still running after the grace period, and still closes the database", async () => {
    const { server, url } = await serverWithSlowRoute();
    const hanging = get(url("/never")).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 100));
    let closed = false;
    await shutDownGracefully(server, async () => void (closed = true), 1);
    expect(await hanging).toBe("ECONNRESET");
    expect(closed).toBe(true);
  });

  it("keeps idle sockets longer than a load balancer's 60 s, with headersTimeout above keepAliveTimeout", () => {
    const server = http.createServer();
    tuneForLoadBalancer(server);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
