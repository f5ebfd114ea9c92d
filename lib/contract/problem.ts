/**
 * RFC 9457 problem details: the one failure shape the browser sees (design.md §5).
 * Pure (no server imports): the BFF builds problems, the browser's hooks read them.
 */

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
 * How staff read one platform message: the platform's words stay the spec's, to the letter; a BFF
 * route names the messages its screen may meet, says each in plain words and puts it under the
 * form field it is about (`field`), so no internal name ("memberId", "alert list") reaches a person.
 */
export interface StaffWording {
  match: RegExp;
  say: string | ((match: RegExpExecArray) => string);
  field?: string;
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
    const { detail, status, title } = error.problem;
    if (detail) return detail;
    if (status === 403) return "Problems.notForYourRole";
    // a status's own title (a gateway's empty 502 or 504) in the screen's words (docs/decisions/026-words-from-lib.md)
    return title === titleOfStatus(status) && statusTitles[status] ? `Problems.status.s${status}` : title;
  }
  return error instanceof Error ? error.message : "Problems.browser.somethingWentWrong";
};
