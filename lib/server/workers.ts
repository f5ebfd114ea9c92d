import { log } from "@frontdesk/lib/server/log";
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { env, type Env } from "@frontdesk/lib/server/env";
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from "prom-client";

/**
 * WEB_CONCURRENCY server processes on one port. One Node process renders on one core: at a desk's
 * busiest it was the machine's limit while the other core idled. The first process (the primary) serves nothing:
 * it starts the workers, starts another when one stops, stops them all on SIGINT/SIGTERM, and gathers their metrics.
 * Workers share what instances share (PostgreSQL); a worker whose primary is gone (kill -9) exits at once (Node's
 * cluster does so on the IPC channel's close).
 */

/**
 * How many server processes this instance runs: WEB_CONCURRENCY, else two on PostgreSQL where the machine has two
 * cores or more, else one (PGlite is one process's database). Two were measured against one at a desk's pace on a
 * 2-core machine with PostgreSQL beside them, in both orders: p95 437 against 525 ms, and 196 against 326
 * (docs/benchmarks.md, 29 Nov 2026), for about twice the memory.
 */
export function serverProcesses(settings: Pick<Env, "WEB_CONCURRENCY" | "DATABASE_URL"> = env()): number {
  if (settings.WEB_CONCURRENCY !== undefined) return settings.WEB_CONCURRENCY;
  return settings.DATABASE_URL?.startsWith("postgres") ? Math.min(2, os.availableParallelism()) : 1;
}

/** Messages between the primary and its workers. */
type Message =
  | { frontdesk: "stop" }
  | { frontdesk: "metrics?"; id: number }
  | { frontdesk: "collect"; id: number }
  | { frontdesk: "collected"; id: number; metrics: MetricJson }
  | { frontdesk: "metrics"; id: number; text: string };
type MetricJson = MetricObjectWithValues<MetricValue<string>>[];

const isMessage = (value: unknown): value is Message =>
  typeof value === "object" && value !== null && "frontdesk" in value;

/** A worker that stops this soon after its start is failing to start (a bad database, say): everything stops. */
const startUpMs = 15_000;

export function superviseWorkers(count: number) {
  const live = new Map<Worker, number>(); // each worker's start
  let stopping: number | undefined; // the exit code once stopping

  const start = () => {
    const worker = cluster.fork();
    live.set(worker, Date.now());
    worker.on("message", (message: unknown) => {
      if (isMessage(message) && message.frontdesk === "metrics?") void answerMetrics(worker, message.id, live);
    });
  };
  const stopAll = (exitCode: number) => {
    stopping ??= exitCode;
    if (live.size === 0) process.exit(stopping);
    for (const worker of live.keys()) if (worker.isConnected()) worker.send({ frontdesk: "stop" } satisfies Message);
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (live.get(worker) ?? 0);
    live.delete(worker);
    if (stopping !== undefined) return void (live.size === 0 && process.exit(stopping));
    const how = signal ?? `exit code ${code}`;
    if (lived < startUpMs) {
      log.error(`A server process stopped (${how}) as it started: stopping the others.`);
      return stopAll(code || 1);
    }
    log.error(`A server process stopped (${how}): starting another.`);
    start();
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stopAll(0));
  log.info(`Starting ${count} server processes on one port (WEB_CONCURRENCY).`);
  for (let i = 0; i < count; i++) start();
}

/** In a worker: run `stop` when the primary asks (it was sent SIGINT or SIGTERM). */
export function onStopAsked(stop: () => void) {
  if (!cluster.isWorker) return;
  process.on("message", (message: unknown) => {
    if (isMessage(message) && message.frontdesk === "stop") stop();
  });
}

// --- metrics: a worker's /metrics answers for every worker (counters summed, the breaker's state the highest)

type Reply<K extends Message["frontdesk"]> = Extract<Message, { frontdesk: K }>;
type Peer = Pick<NodeJS.EventEmitter, "on" | "off">;

/** Sends `message` and resolves with the peer's `kind` reply of the same id, or undefined after `ms`. */
function ask<K extends Message["frontdesk"]>(
  peer: Peer,
  send: () => void,
  kind: K,
  id: number,
  ms: number,
): Promise<Reply<K> | undefined> {
  return new Promise((resolve) => {
    const done = (reply: Reply<K> | undefined) => {
      clearTimeout(timer);
      peer.off("message", listener);
      resolve(reply);
    };
    const timer = setTimeout(() => done(undefined), ms);
    const listener = (message: unknown) => {
      if (isMessage(message) && message.frontdesk === kind && "id" in message && message.id === id)
        done(message as Reply<K>);
    };
    peer.on("message", listener);
    send();
  });
}

async function answerMetrics(asker: Worker, id: number, live: Map<Worker, number>) {
  const workers = [...live.keys()].filter((worker) => worker.isConnected());
  // a stuck worker's figures are left out after 2 s
  const collected = await Promise.all(
    workers.map((worker) =>
      ask(worker, () => worker.send({ frontdesk: "collect", id } satisfies Message), "collected", id, 2000),
    ),
  );
  const text = await AggregatorRegistry.aggregate(
    collected.flatMap((reply) => (reply ? [reply.metrics] : [])),
  ).metrics();
  if (asker.isConnected()) asker.send({ frontdesk: "metrics", id, text } satisfies Message);
}

let asked = 0;

/** In a worker: hand this process's metrics (`metrics` reads its registry) to the primary when it gathers them. */
export function answerMetricsCollection(metrics: () => Promise<MetricJson>) {
  if (!cluster.isWorker) return;
  process.on("message", (message: unknown) => {
    if (isMessage(message) && message.frontdesk === "collect")
      void metrics().then((json) => process.send?.({ frontdesk: "collected", id: message.id, metrics: json }));
  });
}

/** In a worker: the whole cluster's metrics as exposition text, gathered by the primary; undefined outside a cluster. */
export function clusterMetrics(): Promise<string> | undefined {
  if (!cluster.isWorker || !process.send) return undefined;
  const id = ++asked * 1000 + cluster.worker!.id; // unique across workers
  const asking = () => process.send!({ frontdesk: "metrics?", id } satisfies Message);
  return ask(process, asking, "metrics", id, 5000).then((reply) => {
    if (!reply) throw new Error("the primary did not gather the metrics");
    return reply.text;
  });
}
