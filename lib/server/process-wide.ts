/**
 * The process-wide registry (decision 024) lives in the lowest layer, `lib/domain/process-wide.ts`, so that the
 * browser's layers (lib/venue: the request's venue settings) may reach it too; server code imports it from here.
 */
export { processWide } from "@/lib/domain/process-wide";
