/**
 * The platform's OpenAPI 3.1 document, built from the routes' declarations only: their input schemas
 * (the very ones the wrapper parses with), their gate and their declared responses. JSON Schema comes
 * from zod itself (draft 2020-12, the dialect of OpenAPI 3.1), integers marked int32 where zod's are.
 */
import { z, ZodType } from "zod";
import type { RouteSpec } from "./route";
import { capabilityOf } from "./tokens";
import { int32Max, int32Min } from "./input";
import { failureSchemas, responsesOf } from "./openapi-responses";
import { exampleOf } from "./openapi-examples";
import { documentedPaths, operationIdOf } from "./openapi-paths";
import { tags } from "./openapi-tags";

const bearer = "bearerAuth";
type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema: what a request may send (input) or a response carries (output). */
function jsonSchemaOf(schema: unknown, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema as ZodType, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      // Conventions 2: integers are int32 unless stated (zod's safe-integer bounds become int32's)
      const def = (zodSchema as { _zod: { def: { format?: string } } })._zod.def;
      if (def.format !== "int32" && jsonSchema.type !== "integer") return;
      jsonSchema.format = "int32";
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) jsonSchema.minimum = int32Min;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) jsonSchema.maximum = int32Max;
    },
  }) as JsonSchema;
  delete json.$schema;
  if (JSON.stringify(json).includes('"$ref"')) throw new Error("A route schema needs $defs: not supported here");
  return json;
}

/** The documented description of an operation: its own, then what its gate asks for. */
function descriptionOf(spec: RouteSpec, extra: string[]) {
  const gate = [
    spec.products?.length ? `Products: ${spec.products.join(", ")}.` : "",
    spec.features?.length ? `Features: ${spec.features.join(", ")} (any one listed product or feature is enough).` : "",
    spec.modules?.length ? `Requires module ${spec.modules.join(", ")}.` : "",
    spec.memberScoped ? "memberId must be the token's member or a linked member, else 403." : "",
    spec.auth === false ? "" : `Integrator tokens need can_${capabilityOf(spec.method)}, else 403.`,
  ]
    .filter(Boolean)
    .join(" ");
  return [spec.description, ...extra, gate].filter(Boolean).join("\n\n") || undefined;
}

const documented = (spec: RouteSpec, part: "params" | "query" | "body") => {
  const source = spec.input?.[part];
  return source instanceof ZodType ? source : source?.schema;
};

/** One parameter per property of a query (or path) object schema. */
function parametersOf(where: "path" | "query", schema: JsonSchema | undefined, names?: Record<string, string>) {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name: names?.[name] ?? name,
      in: where,
      required: where === "path" || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/** A path value as documented: as declared, else (a member-scoped memberId) a positive int32. */
function pathSchemaOf(spec: RouteSpec): JsonSchema {
  const names = [...spec.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const declared = documented(spec, "params");
  const shape = (declared as z.ZodObject | undefined)?.shape as Record<string, ZodType> | undefined;
  const memberId = z.int32().positive().describe("Member id (int32)");
  // a path value is always sent: a schema shared by routes with and without it marks it optional
  const of = (name: string) => {
    const given = shape?.[name];
    if (given instanceof z.ZodOptional) return given.unwrap();
    return given ?? (name === "memberId" ? memberId : z.string());
  };
  return jsonSchemaOf(z.object(Object.fromEntries(names.map((n) => [n, of(n)]))), "input");
}

function requestBodyOf(spec: RouteSpec) {
  const body = documented(spec, "body");
  if (!body) return undefined;
  const declared = spec.input?.body;
  const form = declared && !(declared instanceof ZodType) && declared.form;
  const schema = jsonSchemaOf(body, "input");
  const type = form ? "application/x-www-form-urlencoded" : "application/json";
  return { required: true, content: { [type]: { schema, example: exampleOf(schema) } } };
}

/** OpenAPI 3.1 from the routes' declarations. */
export function buildOpenApiDocument(specs: RouteSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { spec, path, names, notes, extra } of documentedPaths(specs)) {
    const pathParams = parametersOf("path", pathSchemaOf(spec), names).map((p) => ({
      ...p,
      description: notes[p.name] ? [notes[p.name], p.description].filter(Boolean).join(". ") : p.description,
    }));
    const query = documented(spec, "query");
    const parameters = [...pathParams, ...parametersOf("query", query ? jsonSchemaOf(query, "input") : undefined)];
    (paths[path] ??= {})[spec.method] = {
      operationId: operationIdOf(spec.method, path),
      summary: spec.summary,
      description: descriptionOf(spec, extra),
      tags: spec.tags,
      ...(spec.extension ? { "x-frontdesk-extension": true } : {}),
      security: spec.auth === false ? [] : [{ [bearer]: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBodyOf(spec) ? { requestBody: requestBodyOf(spec) } : {}),
      responses: responsesOf(spec, (schema) => jsonSchemaOf(schema, "output")),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Leisure Operations Platform API (Frontdesk sandbox)",
      version: "1.0.0",
      license: { name: "Proprietary", identifier: "LicenseRef-Frontdesk" },
      contact: { name: "Frontdesk platform team" },
      description:
        "The embedded, faithful implementation of the Leisure Operations Platform API. Every path is relative to {base_url} = /platform. " +
        "Every response an operation can send is declared on it: each status with the content type and schema of its body " +
        "(plain text, a problem document with its errors map, a model-state object, the full result object, or no body); " +
        "a status that is also sent with no body is marked x-empty-body. " +
        "Where the spec documents a 500 for bad input, this sandbox answers a clear 400 in the same body kind; each such choice is noted on its operation. " +
        "Integrator tokens (from POST /connect/token) carry can_read, can_write and can_delete: GET and HEAD need can_read, POST, PUT and PATCH can_write, DELETE can_delete; " +
        "a token without the one its method needs gets 403 in the body kind of the operation's other 403s (empty unless stated). " +
        "Tokens carrying none of the three claims (the sandbox CLI's, the app's own staff tokens) are not integrator tokens and are not restricted by them. " +
        "Integrator rate budgets answer 429 with Retry-After on every operation that needs a token.",
    },
    servers: [{ url: "/platform" }],
    tags: tags(specs),
    paths,
    components: {
      securitySchemes: { [bearer]: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: failureSchemas,
    },
  };
}
