import os from "node:os";
import pino from "pino";
import { env } from "@frontdesk/lib/server/env";

/**
 * The server's one logger: JSON lines on standard output (pino), each naming the instance that wrote it. Failures
 * are logged as `describeFailure`/`failureFields` give them (class, SQL code, frames), never a message that may hold
 * a member's data. The embedded platform has its own (`svc: "platform"`, lib/platform/http/app.ts).
 */
export const log = pino({
  level: env().LOG_LEVEL ?? (env().VITEST ? "silent" : "info"),
  base: { svc: "app", hostname: os.hostname(), pid: process.pid },
});
