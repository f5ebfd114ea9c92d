/**
 * What a log line may say of a failure (the platform's, the BFF's and the workers' alike). A failure is logged by its class and SQL error code only:
 * a database error's message and its query parameters hold whatever the request sent (medical
 * notes, addresses, keys), so neither is ever logged, nor are bodies, tokens or keys. `describeFailure` is the
 * same as one line of text.
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

/** A failure as one log line: its class, SQL error code and where it was thrown (the stack without the message). */
export const describeFailure = (error: unknown) => {
  const { errorClass, sqlCode } = failureFields(error);
  const where =
    error instanceof Error && error.stack
      ? error.stack
          .split("\n")
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 3)
          .map((line) => line.trim())
          .join(" < ")
      : "";
  return [errorClass, sqlCode ? `(SQLSTATE ${sqlCode})` : "", where ? `at ${where.slice(3)}` : ""]
    .filter(Boolean)
    .join(" ");
};
