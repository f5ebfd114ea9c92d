/**
 * The app servers an e2e run tests. Each worker has its own built server and in-memory database
 * (E2E_PORT and E2E_PORT+5; +6 is the OIDC provider; +7 and +12 the SMTP servers that take each one's mail),
 * which roughly halves the suite's time on two
 * cores. In upstream mode (scripts/e2e-upstream.mjs) each app server has its own platform process
 * too: E2E_UPSTREAMS lists, per app server, the platform it calls and the proxy that misbehaves on
 * request. A run against an external server (E2E_BASE_URL) uses one worker. E2E_WORKERS overrides
 * the count.
 */
import os from "node:os";
import path from "node:path";

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/** One app server's platform in upstream mode: process A's base URL (through the proxy) and the app's integrator. */
export type Upstream = { baseUrl: string; clientId: string; clientSecret: string; control: string };
export const upstreams: Upstream[] | undefined = process.env.E2E_UPSTREAMS
  ? JSON.parse(process.env.E2E_UPSTREAMS)
  : undefined;

export const serverPorts = Array.from(
  { length: upstreams?.length ?? Number(process.env.E2E_WORKERS ?? (process.env.E2E_BASE_URL ? 1 : 2)) },
  (_, i) => e2ePort + 5 * i,
);

/** The server a worker tests (its parallel index picks one). */
export function serverURL(parallelIndex: number) {
  return process.env.E2E_BASE_URL ?? `http://localhost:${serverPorts[parallelIndex % serverPorts.length]}`;
}

/** The upstream-mode settings of app server `index` (none when embedded). */
export function upstreamEnv(index: number): Record<string, string> {
  const upstream = upstreams?.[index];
  if (!upstream) return {};
  return {
    PLATFORM_BASE_URL: upstream.baseUrl,
    PLATFORM_CLIENT_ID: upstream.clientId,
    PLATFORM_CLIENT_SECRET: upstream.clientSecret,
    PLATFORM_TIMEOUT_SECONDS: "5",
  };
}

/** The misbehaving proxy's switch in front of a worker's platform (upstream mode only). */
export function platformControl(parallelIndex: number): string | undefined {
  return upstreams?.[parallelIndex % upstreams.length]?.control;
}

/**
 * The real SMTP server on localhost that app server `index` sends members' mail to (lib/outbox/smtp-sink.ts,
 * started by global setup), and the directory it writes each delivered message to (e2e/mail.ts reads it).
 */
export const smtpPort = (index: number) => e2ePort + 7 + 5 * index;
export const mailDirectory = (index: number) => path.join(os.tmpdir(), `frontdesk-e2e-mail-${smtpPort(index)}`);
export const mailEnv = (index: number): Record<string, string> => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort(index)}`,
  MAIL_FROM: "Leeds Central <desk@venue.example>",
});
