/**
 * A small TCP proxy that misbehaves on request, between the app and a part it talks to (PostgreSQL, the upstream
 * platform, the SMTP server): the fault check (scripts/fault-check.sh) and its own tests (fault-proxy.test.ts) drive
 * it. No real one installs here (Debian has no toxiproxy), and this is all the check needs.
 *
 * Modes, switched at any time (a connection already open takes the new mode at its next chunk):
 * - `ok`: forwards both ways.
 * - `latency`: each chunk is forwarded `latencyMs` after it arrived, both ways.
 * - `bandwidth`: at most `bytesPerSecond` each way per connection.
 * - `reset`: every open connection is reset (RST, both sides) at once, and each new one as it is accepted.
 * - `hang`: connections are accepted and nothing is forwarded (new ones are not even connected onwards) until the
 *   mode changes; then what was held goes on.
 * And in any mode but reset, `resetOneIn: N` resets one new connection in N (chosen at random as it is accepted)
 * mid-stream: at the chunk in which a random 1 to `resetAfterBytes` bytes (default 2048) have passed through it (that
 * chunk is not forwarded).
 *
 *   npx tsx scripts/fault-proxy.ts --control 4200 postgres=4201:127.0.0.1:5432 smtp=4203:127.0.0.1:2525
 *   curl -X POST localhost:4200/postgres -d '{"mode":"latency","latencyMs":2000}'
 *   curl localhost:4200/postgres   # its settings and counts
 */
import http from "node:http";
import net from "node:net";

export type FaultMode = "ok" | "latency" | "bandwidth" | "reset" | "hang";

export interface FaultSettings {
  mode: FaultMode;
  latencyMs?: number;
  bytesPerSecond?: number;
  resetOneIn?: number;
  resetAfterBytes?: number;
}

export interface FaultCounts {
  /** connections accepted from clients */
  accepted: number;
  /** connections open now */
  open: number;
  /** connections this proxy reset (reset mode, resetOneIn) */
  resets: number;
  /** bytes delivered to the target and back to clients */
  bytesToTarget: number;
  bytesToClient: number;
}

export interface FaultProxy {
  name: string;
  port: number;
  settings(): FaultSettings;
  set(settings: FaultSettings): void;
  counts(): FaultCounts;
  close(): Promise<void>;
}

interface ProxyOptions {
  name?: string;
  /** 0: any free port */
  port?: number;
  targetHost?: string;
  targetPort: number;
  /** a number in [0, 1): tests pass their own */
  random?: () => number;
}

const modes: FaultMode[] = ["ok", "latency", "bandwidth", "reset", "hang"];
/** Queued bytes per direction above which the sending side is paused (a slow proxy must not buffer a dump). */
const highWater = 1 << 20;

/** Checks settings sent to the control port; answers the reason they are refused, or undefined. */
export function settingsProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return "settings must be a JSON object";
  const s = value as Record<string, unknown>;
  if (!modes.includes(s.mode as FaultMode)) return `mode must be one of ${modes.join(", ")}`;
  for (const key of ["latencyMs", "bytesPerSecond", "resetOneIn", "resetAfterBytes"])
    if (s[key] !== undefined && !(typeof s[key] === "number" && Number.isFinite(s[key]) && s[key] >= 0))
      return `${key} must be a number of at least 0`;
  if (s.mode === "latency" && !s.latencyMs) return "latency needs latencyMs";
  if (s.mode === "bandwidth" && !s.bytesPerSecond) return "bandwidth needs bytesPerSecond";
  return undefined;
}

/** Starts one proxy from `port` to the target; resolves once it listens. */
export async function startFaultProxy(options: ProxyOptions): Promise<FaultProxy> {
  const name = options.name ?? `proxy to ${options.targetPort}`;
  const random = options.random ?? Math.random;
  let settings: FaultSettings = { mode: "ok" };
  const counts: FaultCounts = { accepted: 0, open: 0, resets: 0, bytesToTarget: 0, bytesToClient: 0 };
  const connections = new Set<Connection>();
  /** Each direction's pump waits on this when the mode changes (hang ends, latency drops). */
  let changed: (() => void)[] = [];
  const whenChanged = () => new Promise<void>((resolve) => changed.push(resolve));

  class Connection {
    target?: net.Socket;
    closed = false;
    passed = 0;
    constructor(
      readonly client: net.Socket,
      readonly resetAt: number | undefined,
    ) {}

    reset() {
      if (this.closed) return;
      this.closed = true;
      counts.resets++;
      for (const socket of [this.client, this.target]) if (socket && !socket.destroyed) socket.resetAndDestroy();
      this.done();
    }

    end() {
      if (this.closed) return;
      this.closed = true;
      this.client.destroy();
      this.target?.destroy();
      this.done();
    }

    done() {
      if (connections.delete(this)) counts.open--;
    }

    /** Counts bytes through; resets the connection once its chosen point is passed. Answers false once reset. */
    through(bytes: number): boolean {
      this.passed += bytes;
      if (this.resetAt !== undefined && this.passed >= this.resetAt) {
        this.reset();
        return false;
      }
      return true;
    }
  }

  /** Forwards one direction: chunks are queued as they arrive and written when the mode lets them. */
  function pipe(connection: Connection, from: net.Socket, to: net.Socket, toTarget: boolean) {
    const queue: { chunk: Buffer; at: number }[] = [];
    let queued = 0;
    let pumping = false;
    let ended = false;
    /** bandwidth: when the last part written was due at the set rate */
    let freeAt = 0;
    const pump = async () => {
      if (pumping) return;
      pumping = true;
      while (!connection.closed && queue.length > 0) {
        if (settings.mode === "hang") {
          await whenChanged();
          continue;
        }
        const { chunk, at } = queue[0];
        const latency = settings.mode === "latency" ? (settings.latencyMs ?? 0) : 0;
        const rate = settings.mode === "bandwidth" ? (settings.bytesPerSecond ?? 0) : 0;
        // at a set rate, a chunk larger than a tenth of a second's worth goes in parts, each once its time is up
        const size = rate ? Math.max(1, Math.min(chunk.length, Math.ceil(rate / 10))) : chunk.length;
        const due = rate ? Math.max(at, freeAt) + (size / rate) * 1000 : at + latency;
        const wait = due - Date.now();
        if (wait > 0) {
          await Promise.race([new Promise((resolve) => setTimeout(resolve, Math.min(wait, 250))), whenChanged()]);
          continue; // look again: the mode may have changed meanwhile
        }
        const part = size < chunk.length ? chunk.subarray(0, size) : chunk;
        if (part === chunk) queue.shift();
        else queue[0] = { chunk: chunk.subarray(size), at };
        queued -= part.length;
        if (rate) freeAt = due;
        if (!connection.through(part.length)) return;
        to.write(part);
        if (toTarget) counts.bytesToTarget += part.length;
        else counts.bytesToClient += part.length;
        if (queued < highWater && from.isPaused()) from.resume();
      }
      pumping = false;
      if (ended && queue.length === 0 && !connection.closed) to.end();
    };
    from.on("data", (chunk: Buffer) => {
      queue.push({ chunk, at: Date.now() });
      queued += chunk.length;
      if (queued >= highWater) from.pause();
      void pump();
    });
    from.on("end", () => {
      ended = true;
      void pump();
    });
  }

  function connectOnwards(connection: Connection) {
    const target = net.connect({
      host: options.targetHost ?? "127.0.0.1",
      port: options.targetPort,
      allowHalfOpen: true,
    });
    connection.target = target;
    // a target that fails or resets takes the client's connection with it; one that ends passes its end on (pipe)
    target.on("error", () => connection.end());
    target.on("close", (hadError) => hadError && connection.end());
    pipe(connection, connection.client, target, true);
    pipe(connection, target, connection.client, false);
  }

  const server = net.createServer({ pauseOnConnect: true, allowHalfOpen: true }, (client) => {
    counts.accepted++;
    if (settings.mode === "reset") {
      counts.resets++;
      client.on("error", () => undefined);
      client.resetAndDestroy();
      return;
    }
    const oneIn = settings.resetOneIn ?? 0;
    const chosen = oneIn >= 1 && random() < 1 / oneIn;
    const resetAt = chosen ? 1 + Math.floor(random() * (settings.resetAfterBytes ?? 2048)) : undefined;
    const connection = new Connection(client, resetAt);
    connections.add(connection);
    counts.open++;
    client.on("error", () => connection.end());
    client.on("close", () => connection.end());
    const go = () => {
      if (connection.closed) return;
      connectOnwards(connection);
      client.resume();
    };
    if (settings.mode !== "hang") return go();
    // held: connected onwards (and read) only once the mode is no longer hang
    const wait = async () => {
      while (settings.mode === "hang" && !connection.closed) await whenChanged();
      if (settings.mode === "reset") return; // the switch to reset has reset it
      go();
    };
    void wait();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });

  return {
    name,
    port: (server.address() as net.AddressInfo).port,
    settings: () => ({ ...settings }),
    set(next) {
      const problem = settingsProblem(next);
      if (problem) throw new Error(problem);
      settings = { ...next };
      if (settings.mode === "reset") for (const connection of [...connections]) connection.reset();
      const waiting = changed;
      changed = [];
      for (const wake of waiting) wake();
    },
    counts: () => ({ ...counts }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of [...connections]) connection.end();
        for (const wake of changed) wake();
        server.close(() => resolve());
      }),
  };
}

/**
 * The control port: `GET /` every proxy's settings and counts, `GET /<name>` one's, `POST /<name>` with settings
 * (JSON) switches it (204; 400 in words for bad settings, 404 for an unknown name).
 */
export function startControl(port: number, proxies: FaultProxy[]): Promise<http.Server> {
  const byName = new Map(proxies.map((p) => [p.name, p]));
  const view = (p: FaultProxy) => ({ name: p.name, port: p.port, settings: p.settings(), counts: p.counts() });
  const server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const name = decodeURIComponent((req.url ?? "/").slice(1).split("?")[0]);
    if (req.method === "GET" && name === "") return json(200, proxies.map(view));
    const proxy = byName.get(name);
    if (!proxy) return json(404, { error: `no proxy named ${name}` });
    if (req.method === "GET") return json(200, view(proxy));
    if (req.method !== "POST") return json(405, { error: "GET or POST" });
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      let settings: unknown;
      try {
        settings = JSON.parse(body);
      } catch {
        return json(400, { error: "settings must be JSON" });
      }
      const problem = settingsProblem(settings);
      if (problem) return json(400, { error: problem });
      proxy.set(settings as FaultSettings);
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** `name=listenPort:targetHost:targetPort` */
function parseProxyArgument(argument: string): ProxyOptions {
  const match = /^([\w-]+)=(\d+):([^:]+):(\d+)$/.exec(argument);
  if (!match) throw new Error(`expected name=listenPort:targetHost:targetPort, got ${argument}`);
  return { name: match[1], port: Number(match[2]), targetHost: match[3], targetPort: Number(match[4]) };
}

async function main(args: string[]) {
  const at = args.indexOf("--control");
  if (at < 0 || !args[at + 1]) throw new Error("usage: fault-proxy.ts --control <port> name=listen:host:port ...");
  const controlPort = Number(args[at + 1]);
  const definitions = args.filter((_, i) => i !== at && i !== at + 1).map(parseProxyArgument);
  const proxies = await Promise.all(definitions.map((d) => startFaultProxy(d)));
  await startControl(controlPort, proxies);
  console.log(`fault proxies ${proxies.map((p) => `${p.name} on ${p.port}`).join(", ")}; control on ${controlPort}`);
  const stop = () => void Promise.all(proxies.map((p) => p.close())).then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1]?.endsWith("fault-proxy.ts"))
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
