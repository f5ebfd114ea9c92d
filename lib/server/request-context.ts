import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The id of the request being answered (server.ts gives every request one): carried on to the platform
 * (X-Request-Id), written on the audit rows the request makes, and put in its problem body for staff to quote.
 */
const requestScope = new AsyncLocalStorage<string>();

/** Runs `work` as part of the request `requestId` (no scope when there is none). */
export const withRequestId = <T>(requestId: string | null | undefined, work: () => T): T =>
  requestId ? requestScope.run(requestId, work) : work();

/** The id of the request this code runs for, if any. */
export const currentRequestId = (): string | undefined => requestScope.getStore();
