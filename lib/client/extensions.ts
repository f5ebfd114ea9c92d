import "server-only";
import { LRUCache } from "lru-cache";
import type { RouteSpec } from "@frontdesk/lib/platform/http/route";
import { env } from "@frontdesk/lib/server/env";

/** A platform operation of Frontdesk's own that the venue's platform does not declare: its screen says so in words. */
export class ExtensionMissing extends Error {
  constructor(spec: RouteSpec) {
    super(
      spec.whenMissing ??
        `The venue's platform does not offer this (${spec.summary.replace(/ \(extension\)$/, "").toLowerCase()}).`,
    );
    this.name = "ExtensionMissing";
  }
}

/**
 * The operations a venue's platform declares, by "METHOD /path/{param}", read from its OpenAPI document (`fetch`:
 * calls made while it is read, a route's change and the reads beside it, wait for the same read).
 */
const declared = new LRUCache<string, { operations: Set<string> | "unknown" }>({
  max: 8,
  ttl: 10 * 60_000,
  fetchMethod: async (base, _stale, { options }) => {
    const operations = await readDeclared(base);
    if (operations === "unknown") options.ttl = 60_000;
    return { operations };
  },
});

async function readDeclared(base: string): Promise<Set<string> | "unknown"> {
  try {
    const response = await fetch(`${base.replace(/\/+$/, "")}/openapi.json`, {
      headers: { accept: "application/json" },
      // short: a platform that is slow or down must not hold every extension call up for its full timeout
      signal: AbortSignal.timeout(Math.min(env().PLATFORM_TIMEOUT_SECONDS, 2) * 1000),
    });
    if (!response.ok) return "unknown";
    const document = (await response.json()) as { paths?: Record<string, Record<string, unknown>> };
    if (!document.paths || typeof document.paths !== "object") return "unknown";
    return new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
  } catch {
    return "unknown";
  }
}

/**
 * Whether the platform serves an operation. The embedded one serves every operation; a venue's own (upstream) is
 * asked once for its OpenAPI document and remembered for ten minutes. A document that cannot be read (none
 * published, the platform down or slow) says nothing for a minute: the calls go ahead and any failure is the
 * platform's own, in its words (and the circuit breaker still fails fast).
 */
export async function platformOffers(spec: RouteSpec): Promise<boolean> {
  const base = env().PLATFORM_BASE_URL;
  if (!base || !spec.extension) return true;
  const kept = (await declared.fetch(base))!;
  if (kept.operations === "unknown") return true;
  return kept.operations.has(`${spec.method.toUpperCase()} ${spec.path.replace(/:(\w+)/g, "{$1}")}`);
}
