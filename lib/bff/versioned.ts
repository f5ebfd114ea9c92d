import { problem } from "@frontdesk/lib/contract/problem";
import { recordVersion } from "@frontdesk/lib/contract/record-version";
import { BffProblem } from "./route";

/**
 * Lost-update protection for every BFF route of an editable record: its read is declared
 * `versioned: true` (lib/api/<area>.ts), so the wrapper answers the record with
 * `ETag: recordVersion(record)`; the form keeps that version and sends it back as `If-Match`; the
 * write calls `await requireUnchanged(req, () => readRecord())` first, which re-reads the record and
 * refuses with 412 if it differs, so nobody overwrites a change they never saw. A write without
 * If-Match is let through (integrations and older clients), as HTTP's conditional requests are optional.
 */

/** A write's answer with `version`: the record as the write left it (re-read), for the person's next conditional write of it (an undo). */
type WithVersion<R> = R & { version?: string };

export async function withVersionAfter<R extends object>(
  result: R,
  readAfter: () => Promise<unknown>,
): Promise<WithVersion<R>> {
  const version = await readAfter().then(recordVersion, () => undefined);
  return { ...result, version };
}

export async function requireUnchanged(req: Request, readCurrent: () => Promise<unknown>): Promise<void> {
  const expected = req.headers.get("if-match")?.trim();
  if (!expected || expected === "*") return;
  const current = await readCurrent();
  if (recordVersion(current) === expected.replace(/^W\//, "")) return;
  throw new BffProblem(
    problem(412, "Problems.recordChanged", {
      title: "Problems.recordChangedTitle",
      type: "urn:frontdesk:problem:record-changed",
    }),
  );
}
