/**
 * RFC 9457 problem details: the one failure shape the browser sees (design.md §5).
 * Pure (no server imports): the BFF builds problems, the browser's hooks read them.
 */
import type { ZodType, output } from "zod";
import { unstorableTextPath } from "@/lib/domain/storable-text";

export type FieldErrors = Record<string, string[]>;

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** messages by form field (camelCase, dotted for nested fields: address1.addressLine1) */
  errors?: FieldErrors;
  /** the platform's full result object, when it answered a failure with one */
  result?: unknown;
  /** the request's id (its log line's): what staff quote to their administrator when something failed */
  requestId?: string;
}

export const problemContentType = "application/problem+json";

/** A failure the BFF raises itself (bad path parameter, a refused action, ...), rendered as a problem. */
export class BffProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

const statusTitles: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  412: "Precondition Failed",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const titleOfStatus = (status: number) => statusTitles[status] ?? (status >= 500 ? "Server Error" : "Request Failed");

export function problem(status: number, detail?: string, extra: Partial<Problem> = {}): Problem {
  return { type: "about:blank", title: titleOfStatus(status), status, ...(detail ? { detail } : {}), ...extra };
}

/** Zod's issues as messages by field: the dotted path (`address1.postcode`), "form" for the whole value. */
export function fieldErrorsOfIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path.map(String).join(".") || "form"] ??= []).push(issue.message);
  return errors;
}

/** The validation problem of messages by field (400, or 409 for a clash): its first message is the detail. */
export const validationProblem = (errors: FieldErrors, status = 400): Problem =>
  problem(status, Object.values(errors).flat()[0] ?? "The request is not valid.", {
    title: "One or more validation errors occurred.",
    errors,
  });

/** AddressLine1 -> addressLine1; address1.AddressLine1 -> address1.addressLine1; $.Code -> code. */
export function camelCaseField(field: string): string {
  return field
    .replace(/^\$\.?/, "")
    .split(".")
    .filter(Boolean)
    .map((part) => part.replace(/^[A-Z]+(?=[A-Z][a-z]|\d|$|\[)|^[A-Z]/, (head) => head.toLowerCase()))
    .join(".");
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function camelCaseErrors(errors: Record<string, unknown>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = isStringArray(messages) ? messages : typeof messages === "string" ? [messages] : [];
    if (list.length === 0) continue;
    const key = camelCaseField(field) || "form";
    out[key] = [...(out[key] ?? []), ...list];
  }
  return out;
}

const firstMessage = (errors: FieldErrors) => Object.values(errors).flat()[0];

/** A validation problem document: application/problem+json with an errors map. */
const isValidationProblem = (body: Record<string, unknown>, contentType: string) =>
  isPlainObject(body.errors) && (contentType.includes("problem+json") || ("title" in body && "status" in body));

/** A model-state object: every value is a list of messages. */
const isModelState = (body: Record<string, unknown>) => {
  const values = Object.values(body);
  return values.length > 0 && values.every(isStringArray);
};

/**
 * Normalises whatever the platform answered with a failure status into a problem, from each
 * of the spec's five failure-body kinds (Conventions 3): plain text, validation problem
 * document, model-state object, full result object, empty body.
 */
export function problemFromPlatform(status: number, contentType: string | null, bodyText: string): Problem {
  const type = contentType?.toLowerCase() ?? "";
  const text = bodyText.trim();
  if (text === "") return problem(status);

  let body: unknown;
  if (type.includes("json") || /^[[{]/.test(text)) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (body === undefined || typeof body === "string") return problem(status, typeof body === "string" ? body : text);

  if (isPlainObject(body) && isValidationProblem(body, type)) {
    const errors = camelCaseErrors(body.errors as Record<string, unknown>);
    const title = typeof body.title === "string" && body.title ? body.title : titleOfStatus(status);
    const detail = typeof body.detail === "string" && body.detail ? body.detail : firstMessage(errors);
    return {
      type: typeof body.type === "string" && body.type ? body.type : "about:blank",
      title,
      status,
      ...(detail ? { detail } : {}),
      errors,
    };
  }
  if (isPlainObject(body) && isModelState(body)) {
    const errors = camelCaseErrors(body);
    return problem(status, firstMessage(errors), { errors });
  }
  // A full result object (or anything else JSON): keep it, say what it says.
  let detail: string | undefined;
  if (isPlainObject(body)) {
    if (isStringArray(body.errors) && body.errors.length > 0) detail = body.errors.join(" ");
    else if (typeof body.message === "string") detail = body.message;
    else if (typeof body.detail === "string") detail = body.detail;
  }
  return problem(status, detail, { result: body });
}

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
 * How staff read one platform message: the platform's words stay the spec's, to the letter; a BFF
 * route names the messages its screen may meet, says each in plain words and puts it under the
 * form field it is about (`field`), so no internal name ("memberId", "alert list") reaches a person.
 */
export interface StaffWording {
  match: RegExp;
  say: string | ((match: RegExpExecArray) => string);
  field?: string;
}

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

/** A failure the browser received from the BFF; thrown by the query hooks' fetch. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = "ProblemError";
  }
}

/** Someone else saved the record since this form read it (the BFF's If-Match check, lib/bff/versioned.ts). */
export const isRecordChanged = (error: unknown) => error instanceof ProblemError && error.problem.status === 412;

/** The message to show for a failure: the problem's detail, else its title. */
/** The request id to quote for a failure on Frontdesk's side or beyond (5xx), if the server gave one. */
export const referenceOf = (error: unknown) =>
  error instanceof ProblemError && error.problem.status >= 500 ? error.problem.requestId : undefined;

export const messageOf = (error: unknown) => {
  if (error instanceof ProblemError) {
    if (error.problem.detail) return error.problem.detail;
    if (error.problem.status === 403) return "This is not available for your role.";
    return error.problem.title;
  }
  return error instanceof Error ? error.message : "Something went wrong";
};
