/**
 * The five failure-body kinds of the spec (Conventions 3). Rules throw a PlatformError and
 * the route wrapper renders it; no rule builds an error Response by hand.
 */
export type BodyKind = "text" | "problem" | "modelState" | "result" | "empty";
export type FieldErrors = Record<string, string[]>;

export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly kind: BodyKind,
    message: string,
    /** problem and modelState: messages by field; result: the full response object */
    readonly body?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  /** Plain-text body holding the message. */
  static text(status: number, message: string) {
    return new PlatformError(status, "text", message);
  }
  /** application/problem+json with an errors map keyed by field name. */
  static problem(status: number, errors: FieldErrors) {
    return new PlatformError(status, "problem", Object.values(errors).flat()[0] ?? "Validation failed", errors);
  }
  /** A model-state object keyed by field name. */
  static modelState(status: number, errors: FieldErrors) {
    return new PlatformError(status, "modelState", Object.values(errors).flat()[0] ?? "Validation failed", errors);
  }
  /** The endpoint's full response object, sent as the failure body. */
  static result(status: number, body: object) {
    return new PlatformError(status, "result", `HTTP ${status}`, body);
  }
  static empty(status: number, message = `HTTP ${status}`) {
    return new PlatformError(status, "empty", message);
  }
}

const problemTitles: Record<number, string> = {
  400: "One or more validation errors occurred.",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
};

export function renderError(error: PlatformError, traceId: string): Response {
  const headers = new Headers(error.headers);
  switch (error.kind) {
    case "text":
      headers.set("content-type", "text/plain; charset=utf-8");
      return new Response(error.message, { status: error.status, headers });
    case "problem":
      headers.set("content-type", "application/problem+json; charset=utf-8");
      return new Response(
        JSON.stringify({
          type: `https://tools.ietf.org/html/rfc9110#section-15.5.${error.status - 399}`,
          title: problemTitles[error.status] ?? "Error",
          status: error.status,
          errors: error.body,
          traceId,
        }),
        { status: error.status, headers },
      );
    case "modelState":
    case "result":
      headers.set("content-type", "application/json; charset=utf-8");
      return new Response(JSON.stringify(error.body), { status: error.status, headers });
    case "empty":
      return new Response(null, { status: error.status, headers });
  }
}
