import { processWide } from "@frontdesk/lib/domain/process-wide";

/** One set a process: the app that writes the lines may come from another copy of this module (a test's fresh import). */
const listeners = processWide("log line listeners", () => new Set<(line: string) => void>());

/** Hears every log line as written (pino's streamWrite hook); returns the way to stop listening. */
export function onLogLine(listener: (line: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function tapLogLine(line: string): string {
  for (const listener of listeners) listener(line);
  return line;
}
