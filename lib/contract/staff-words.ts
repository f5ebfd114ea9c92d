/**
 * Messages in staff words (docs/decisions/026-words-from-lib.md): the BFF's parse of a request, the words modules'
 * rewording of the platform's messages, and the safety net that no internal field name reaches a person. Apart from
 * problem.ts (in every page's first load): the BFF and the forms' resolvers need these, a page's first paint does not.
 */
import type { ZodType, output } from "zod";
import { unstorableTextPath } from "@frontdesk/lib/domain/storable-text";
import {
  BffProblem,
  fieldErrorsOfIssues,
  validationProblem,
  type FieldErrors,
  type Problem,
  type StaffWording,
} from "./problem";

/**
 * A value parsed with a contract schema, or the 400 problem of its messages by field (in the
 * route's staff words): the one way the BFF checks a body, a path or a query.
 */
export function parseInput<S extends ZodType>(
  schema: S,
  value: unknown,
  wordings: readonly StaffWording[] = [],
): output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new BffProblem(
      validationProblem(fieldErrorsInStaffWords(fieldErrorsOfIssues(parsed.error.issues), wordings)),
    );
  // A value every field's rule accepts may still hold a character no database can store (a NUL in a reason).
  const unstorable = unstorableTextPath(value);
  if (unstorable) {
    const field = unstorable.join(".") || "form";
    const named = unstorable.findLast((key) => !/^\d+$/.test(key));
    const label = named ? asWords(named) : "the request";
    throw new BffProblem(validationProblem({ [field]: [unstorableTextMessage(label)] }));
  }
  return parsed.data;
}

/** A text a person sent that holds a character no database can store, in their words. */
export const unstorableTextMessage = (label: string) =>
  // a `said` message (lib/contract/said.ts), written out: this module is in every page's first load, said.ts need not be
  `Problems.unstorableText ${JSON.stringify({ field: label.charAt(0).toUpperCase() + label.slice(1) })}`;

/**
 * An identifier of the platform's (PascalCase `MaxUsages`, `MemberID`, camelCase `queryId`) written as words:
 * `max usages`, `member ID`, `query ID`. Quoted text (a code, a name someone typed) and dotted paths are left as they are,
 * and so are words whose first part is short, as in names (McDonald, DeVito) and brands (iPhone).
 */
const internalName =
  /(?<![\w@./\\'"‘“{[$-])(?:[A-Z][a-z0-9]{2,}|[a-z][a-z0-9]+)(?:[A-Z][a-z0-9]+|ID|Id)+(?![\w@/\\'"’”}\]-])/g;
const asWords = (name: string) =>
  (name.match(/ID|Id|[A-Z]?[a-z0-9]+/g) ?? [name])
    .map((word) => (word === "ID" || word === "Id" ? "ID" : word.toLowerCase()))
    .join(" ");

/** The safety net under every message a person sees: no platform field name ("QueryId", "MaxUsages") survives. */
export function withoutInternalNames(message: string): string {
  const said = message.replace(internalName, (name, offset: number) => {
    const words = asWords(name);
    // the start of a sentence keeps its capital
    return offset === 0 || /[.!?:]\s+$/.test(message.slice(0, offset))
      ? words[0]!.toUpperCase() + words.slice(1)
      : words;
  });
  // a sentence starts with a capital ("granted must be a boolean." names a field, not a sentence)
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** One message in staff words, with the field it is about (no internal name when no wording knows it). */
export function staffWordsOf(message: string, wordings: readonly StaffWording[]): { field?: string; say: string } {
  for (const wording of wordings) {
    const found = wording.match.exec(message);
    if (found) return { field: wording.field, say: typeof wording.say === "string" ? wording.say : wording.say(found) };
  }
  // a message of Frontdesk's own (a catalogue key) is already in staff words: it is said where a person reads it
  return { say: /^(Validation|Problems|Words)\./.test(message) ? message : withoutInternalNames(message) };
}

/** Field errors (the BFF's own parse of a body) each in staff words. */
const fieldErrorsInStaffWords = (errors: FieldErrors, wordings: readonly StaffWording[]): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => staffWordsOf(m, wordings).say)]),
  );

/**
 * The problem in staff words: the first wording whose pattern matches the detail (or a field message)
 * replaces the detail (and, when it names a field, the errors); every other message is said in
 * staff words too, so no platform field name reaches a screen (`withoutInternalNames`).
 */
export function inStaffWords(p: Problem, wordings: readonly StaffWording[]): Problem {
  const messages = [p.detail ?? "", ...Object.values(p.errors ?? {}).flat()];
  for (const wording of wordings) {
    for (const message of messages) {
      const found = wording.match.exec(message);
      if (!found) continue;
      const said = typeof wording.say === "string" ? wording.say : wording.say(found);
      return {
        ...p,
        detail: said,
        errors: wording.field ? { [wording.field]: [said] } : p.errors && fieldErrorsInStaffWords(p.errors, wordings),
      };
    }
  }
  return inPlainWords(p, wordings);
}

/** Every message of a problem (detail and field errors) in staff words, each on its own. */
export function inPlainWords(p: Problem, wordings: readonly StaffWording[] = []): Problem {
  return {
    ...p,
    ...(p.detail ? { detail: staffWordsOf(p.detail, wordings).say } : {}),
    ...(p.errors ? { errors: fieldErrorsInStaffWords(p.errors, wordings) } : {}),
  };
}

export type { StaffWording };
