/**
 * The app servers an e2e run tests. Embedded runs use two workers, each against its own built server
 * and in-memory database (E2E_PORT and E2E_PORT+5: +1..+3 belong to a dev server and the upstream
 * pair, +6 to the OIDC provider), which roughly halves the suite's time on two cores. Upstream runs
 * (PLATFORM_BASE_URL) and runs against an external server (E2E_BASE_URL) use one, because the
 * platform's data is then shared. E2E_WORKERS overrides the count.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const shared = Boolean(process.env.E2E_BASE_URL || process.env.PLATFORM_BASE_URL);
export const serverPorts = Array.from({ length: Number(process.env.E2E_WORKERS ?? (shared ? 1 : 2)) }, (_, i) => e2ePort + 5 * i);

/** The server a worker tests (its parallel index picks one). */
export function serverURL(parallelIndex: number) {
  return process.env.E2E_BASE_URL ?? `http://localhost:${serverPorts[parallelIndex % serverPorts.length]}`;
}
