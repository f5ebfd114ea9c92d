import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startControl, startFaultProxy, type FaultProxy } from "./fault-proxy";

/** A real TCP echo server on localhost, counting the connections that reached it. */
let echo: net.Server;
let echoPort = 0;
let reachedEcho = 0;
const proxies: FaultProxy[] = [];

beforeAll(async () => {
  echo = net.createServer((socket) => {
    reachedEcho++;
    socket.on("error", () => undefined);
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
  echoPort = (echo.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => echo.close(() => resolve())));
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((p) => p.close()));
});

async function proxy(random?: () => number) {
  const started = await startFaultProxy({ name: "echo", targetPort: echoPort, random });
  proxies.push(started);
  return started;
}

/** A client connection: what came back, and the error that ended it (its code), if any. */
function client(port: number) {
  const socket = net.connect({ host: "127.0.0.1", port });
  const state = { received: Buffer.alloc(0), error: undefined as string | undefined, closed: false };
  socket.on("data", (chunk: Buffer) => (state.received = Buffer.concat([state.received, chunk])));
  socket.on("error", (error: NodeJS.ErrnoException) => (state.error = error.code));
  socket.on("close", () => (state.closed = true));
  const until = async (done: () => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return done();
  };
  return {
    socket,
    state,
    until,
    /** sends bytes and answers the milliseconds until all of them came back (or -1 within `ms`) */
    async roundTrip(bytes: Buffer, ms = 5_000) {
      const before = state.received.length;
      const started = Date.now();
      socket.write(bytes);
      return (await until(() => state.received.length >= before + bytes.length, ms)) ? Date.now() - started : -1;
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the fault proxy, against a real TCP echo server", () => {
  it("ok: forwards both ways and counts the connection and the bytes", async () => {
    const p = await proxy();
    const c = client(p.port);
    const took = await c.roundTrip(Buffer.from("hello, desk"));
    expect(p.counts()).toMatchObject({ accepted: 1, open: 1, resets: 0, bytesToTarget: 11, bytesToClient: 11 });
    expect(c.state.received.toString()).toBe("hello, desk");
    expect(took).toBeGreaterThanOrEqual(0);
    c.socket.end();
    await c.until(() => c.state.closed);
  });

  it("latency: each chunk waits the set time each way", async () => {
    const p = await proxy();
    const c = client(p.port);
    await c.roundTrip(Buffer.from("warm")); // connected onwards before the timing
    p.set({ mode: "latency", latencyMs: 300 });
    const took = await c.roundTrip(Buffer.from("slow"));
    expect(p.counts()).toMatchObject({ accepted: 1, resets: 0, bytesToTarget: 8, bytesToClient: 8 });
    expect(took).toBeGreaterThanOrEqual(590); // 300 there, 300 back
    expect(took).toBeLessThan(2_000);
    p.set({ mode: "ok" });
    expect(await c.roundTrip(Buffer.from("fast"))).toBeLessThan(250);
    c.socket.destroy();
  });

  it("bandwidth: at most the set bytes a second", async () => {
    const p = await proxy();
    const c = client(p.port);
    p.set({ mode: "bandwidth", bytesPerSecond: 10_000 });
    const took = await c.roundTrip(Buffer.alloc(5_000, 1), 10_000);
    expect(p.counts()).toMatchObject({ accepted: 1, resets: 0, bytesToTarget: 5_000, bytesToClient: 5_000 });
    expect(took).toBeGreaterThanOrEqual(450); // 5,000 bytes at 10,000 a second, each way (overlapping)
    expect(took).toBeLessThan(3_000);
    c.socket.destroy();
  });

  it("reset: open connections and new ones end with a reset (ECONNRESET), then ok works again", async () => {
    const p = await proxy();
    const open = client(p.port);
    await open.roundTrip(Buffer.from("before"));
    p.set({ mode: "reset" });
    expect(await open.until(() => open.state.closed)).toBe(true);
    const fresh = client(p.port);
    expect(await fresh.until(() => fresh.state.closed)).toBe(true);
    expect(p.counts()).toMatchObject({ accepted: 2, open: 0, resets: 2 });
    expect([open.state.error, fresh.state.error]).toEqual(["ECONNRESET", "ECONNRESET"]);
    p.set({ mode: "ok" });
    const after = client(p.port);
    expect(await after.roundTrip(Buffer.from("after"))).toBeGreaterThanOrEqual(0);
    after.socket.destroy();
  });

  it("hang: accepts and forwards nothing (new connections never reach the target), then goes on", async () => {
    const p = await proxy();
    const open = client(p.port);
    await open.roundTrip(Buffer.from("before"));
    const reachedBefore = reachedEcho;
    p.set({ mode: "hang" });
    const held = client(p.port);
    const [heldAnswer, openAnswer] = await Promise.all([
      held.roundTrip(Buffer.from("held"), 500),
      open.roundTrip(Buffer.from("stuck"), 500),
    ]);
    expect(p.counts()).toMatchObject({ accepted: 2, open: 2, resets: 0, bytesToTarget: 6, bytesToClient: 6 });
    expect(reachedEcho - reachedBefore).toBe(0);
    expect([heldAnswer, openAnswer]).toEqual([-1, -1]);
    expect(held.state.error).toBeUndefined();
    p.set({ mode: "ok" });
    expect(await held.until(() => held.state.received.toString() === "held")).toBe(true);
    expect(await open.until(() => open.state.received.toString() === "beforestuck")).toBe(true);
    expect(reachedEcho - reachedBefore).toBe(1);
    held.socket.destroy();
    open.socket.destroy();
  });

  it("resetOneIn: the chosen connection is reset mid-stream, the others pass whole", async () => {
    // first connection: 0.1 < 1/2, chosen, reset once 1 + floor(0.5 * 100) = 51 bytes passed; second: 0.9, spared
    const draws = [0.1, 0.5, 0.9];
    const p = await proxy(() => draws.shift() ?? 0.9);
    p.set({ mode: "ok", resetOneIn: 2, resetAfterBytes: 100 });
    const chosen = client(p.port);
    const spared = client(p.port);
    await wait(50); // both accepted, in this order
    const [chosenAnswer, sparedAnswer] = await Promise.all([
      chosen.roundTrip(Buffer.alloc(200, 2), 1_000),
      spared.roundTrip(Buffer.alloc(200, 3), 1_000),
    ]);
    expect(p.counts()).toMatchObject({ accepted: 2, resets: 1, bytesToClient: 200 });
    expect(chosenAnswer).toBe(-1);
    expect(chosen.state.error).toBe("ECONNRESET");
    expect(chosen.state.received.length).toBe(0); // reset before the first chunk went on
    expect(sparedAnswer).toBeGreaterThanOrEqual(0);
    spared.socket.destroy();
  });

  it("the control port: settings and counts by name; bad settings refused in words", async () => {
    const p = await proxy();
    const control = await startControl(0, [p]);
    const base = `http://127.0.0.1:${(control.address() as net.AddressInfo).port}`;
    try {
      const refused = await fetch(`${base}/echo`, { method: "POST", body: '{"mode":"latency"}' });
      expect([refused.status, await refused.json()]).toEqual([400, { error: "latency needs latencyMs" }]);
      expect((await fetch(`${base}/nothing`)).status).toBe(404);
      const set = await fetch(`${base}/echo`, { method: "POST", body: '{"mode":"hang"}' });
      expect(set.status).toBe(204);
      expect(await (await fetch(`${base}/echo`)).json()).toMatchObject({
        name: "echo",
        settings: { mode: "hang" },
        counts: { accepted: 0, resets: 0 },
      });
      expect(p.settings()).toEqual({ mode: "hang" });
    } finally {
      control.close();
    }
  });
});
