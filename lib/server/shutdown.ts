import type http from "node:http";
import { env } from "./env";

/**
 * Settings for running behind a load balancer: the server keeps idle sockets open longer
 * than a typical balancer's 60 s idle timeout, so the balancer never reuses a socket the server has
 * just closed (UND_ERR_SOCKET on a POST); headersTimeout must exceed keepAliveTimeout.
 */
export function tuneForLoadBalancer(server: http.Server, keepAliveSeconds = env().KEEP_ALIVE_TIMEOUT_SECONDS) {
  server.keepAliveTimeout = keepAliveSeconds * 1000;
  server.headersTimeout = (keepAliveSeconds + 5) * 1000;
  // Answers in flight when a shutdown starts must close their socket (see shutDownGracefully).
  const open = new Set<http.ServerResponse>();
  inFlight.set(server, open);
  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining.has(server)) res.shouldKeepAlive = false;
    open.add(res);
    res.once("close", () => open.delete(res));
  });
}

const inFlight = new WeakMap<http.Server, Set<http.ServerResponse>>();
const draining = new WeakSet<http.Server>();

/**
 * Graceful stop on SIGTERM: stop accepting connections, let in-flight requests finish (answers
 * carry Connection: close so keep-alive clients go elsewhere), and after at most graceSeconds cut
 * what is left; then close the database. Resolves once the server is closed.
 */
export async function shutDownGracefully(
  server: http.Server,
  closeDatabase: () => Promise<void>,
  graceSeconds = env().SHUTDOWN_GRACE_SECONDS,
) {
  draining.add(server);
  for (const res of inFlight.get(server) ?? []) if (!res.headersSent) res.shouldKeepAlive = false;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceSeconds * 1000);
  await closed;
  clearTimeout(timer);
  await closeDatabase().catch(() => {});
}
