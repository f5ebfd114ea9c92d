/**
 * Every response an operation can send, for the OpenAPI document: what the route declares (its
 * successes and its handler's failures) and what the wrapper (http/app.ts) answers from the route's
 * spec — 400 and 413 for its input guards, 401, 403, 429 for the gate, 500 for a failure — each
 * status with the content type and schema of each body kind it can carry.
 */
import type { BodyKind } from "./errors";
import type { DeclaredResponse, RouteSpec } from "./route";
import { memberScopeMessage } from "./input";

/** The schemas every failure body kind refers to (components.schemas). */
export const failureSchemas = {
  ProblemDetails: {
    type: "object",
    description: "RFC 9457 problem document with the messages by PascalCase field path (Conventions 3).",
    properties: {
      type: { type: "string" },
      title: { type: "string" },
      status: { type: "integer", format: "int32" },
      errors: { $ref: "#/components/schemas/FieldErrors" },
      traceId: { type: "string" },
    },
    required: ["type", "title", "status", "errors", "traceId"],
  },
  ModelState: {
    $ref: "#/components/schemas/FieldErrors",
    description: "Model-state object: the messages by PascalCase field name (Conventions 3).",
  },
  FieldErrors: {
    type: "object",
    additionalProperties: { type: "array", items: { type: "string" } },
  },
} as const;

type JsonSchema = Record<string, unknown>;
interface Part {
  description: string;
  kinds: BodyKind[];
  result?: JsonSchema;
}
export interface ResponseObject {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
  headers?: Record<string, { description: string; required?: boolean; schema: JsonSchema }>;
  "x-empty-body"?: true;
}

/** The body kind the wrapper's input failures take (result and empty kinds answer plain text). */
const inputKind = (spec: RouteSpec): BodyKind =>
  spec.errorKind === "problem" || spec.errorKind === "modelState" ? spec.errorKind : "text";

const kindsOf = (status: number, r: DeclaredResponse): BodyKind[] => {
  if (status < 400) return [];
  if (r.kind) return Array.isArray(r.kind) ? r.kind : [r.kind];
  return [r.schema ? "result" : "text"];
};

/** The wrapper's answers that this route's spec implies, by status. */
function wrapperParts(spec: RouteSpec): Record<number, Part[]> {
  const input = inputKind(spec);
  const parts: Record<number, Part[]> = {
    400: [{ description: "A path or query value, or the body, the request guards refuse", kinds: [input] }],
    413: [{ description: "The body is larger than the platform's limit (1 MiB unless configured)", kinds: [input] }],
    500: [{ description: "An unexpected failure (no body)", kinds: ["empty"] }],
    503: [{ description: "The database is restarting; try again after Retry-After seconds", kinds: ["text"] }],
  };
  if (spec.memberScoped) parts[400].push({ description: "memberId is not a positive int32", kinds: ["text"] });
  if (spec.auth === false) return parts;
  parts[401] = [{ description: "No token, or a forged, expired or revoked one (no body)", kinds: ["empty"] }];
  const forbidden: Part[] = [
    {
      description:
        "The token lacks the operation's products, features or claims, or an integrator token its capability",
      kinds: [spec.forbiddenKind ?? "empty"],
    },
  ];
  if (spec.modules?.length)
    forbidden.push({ description: `Module ${spec.modules.join(", ")} is not enabled (plain text)`, kinds: ["text"] });
  if (spec.memberScoped) forbidden.push({ description: memberScopeMessage, kinds: ["text"] });
  parts[403] = forbidden;
  parts[429] = [{ description: "The integrator's rate budget is spent (Retry-After in seconds)", kinds: ["text"] }];
  return parts;
}

/** The responses object of one operation; toSchema converts a route's zod schema. */
export function responsesOf(spec: RouteSpec, toSchema: (schema: unknown) => JsonSchema) {
  const byStatus: Record<number, Part[]> = {};
  for (const [status, declared] of Object.entries(spec.responses)) {
    const s = Number(status);
    (byStatus[s] ??= []).push({
      description: declared.description,
      kinds: kindsOf(s, declared),
      result: declared.schema ? toSchema(declared.schema) : undefined,
    });
  }
  for (const [status, parts] of Object.entries(wrapperParts(spec))) (byStatus[Number(status)] ??= []).push(...parts);
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, parts]) => [status, responseObject(Number(status), parts)]),
  );
}

function responseObject(status: number, parts: Part[]): ResponseObject {
  const response: ResponseObject = { description: [...new Set(parts.map((p) => p.description))].join("; ") };
  const json: JsonSchema[] = [];
  const content: Record<string, { schema: JsonSchema }> = {};
  let empty = false;
  for (const part of parts) {
    // a success: its JSON body, or none
    if (status < 400) {
      if (part.result) json.push(part.result);
      else empty = true;
      continue;
    }
    for (const kind of part.kinds) {
      if (kind === "text") content["text/plain"] = { schema: { type: "string" } };
      if (kind === "problem")
        content["application/problem+json"] = { schema: { $ref: "#/components/schemas/ProblemDetails" } };
      if (kind === "modelState") json.push({ $ref: "#/components/schemas/ModelState" });
      if (kind === "result") json.push(part.result ?? {});
      if (kind === "empty") empty = true;
    }
  }
  const unique = [...new Map(json.map((s) => [JSON.stringify(s), s])).values()];
  if (unique.length) content["application/json"] = { schema: unique.length === 1 ? unique[0] : { anyOf: unique } };
  if (Object.keys(content).length) {
    response.content = content;
    // the same status also sent with no body (an empty 403 beside a plain-text one)
    if (empty) response["x-empty-body"] = true;
  }
  if (status === 401)
    response.headers = {
      "WWW-Authenticate": { description: "Bearer (with error=invalid_token when revoked)", schema: { type: "string" } },
    };
  if (status === 429 || status === 503)
    response.headers = {
      "Retry-After": {
        description:
          status === 429
            ? "Seconds until the budget or lock allows another request"
            : "Seconds to wait before trying again",
        required: true,
        schema: { type: "integer", format: "int32", minimum: 1 },
      },
    };
  return response;
}
