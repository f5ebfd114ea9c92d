/**
 * What the platform's logs may carry. A failure is logged by its class and SQL error code only:
 * a database error's message and its query parameters hold whatever the request sent (medical
 * notes, addresses, keys), so neither is ever logged, nor are bodies, tokens or keys.
 */
export function failureFields(error: unknown): { errorClass: string; sqlCode?: string } {
  const errorClass = error instanceof Error ? error.constructor.name : typeof error;
  let sqlCode: string | undefined;
  // Drizzle wraps the driver's error (pg DatabaseError, PGlite's) as `cause`; its `code` is the SQLSTATE.
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      sqlCode = code;
      break;
    }
  }
  return sqlCode ? { errorClass, sqlCode } : { errorClass };
}

const listeners = new Set<(line: string) => void>();

/** Hears every log line as written (pino's streamWrite hook); returns the way to stop listening. */
export function onLogLine(listener: (line: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function tapLogLine(line: string): string {
  for (const listener of listeners) listener(line);
  return line;
}
