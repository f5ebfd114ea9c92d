import { createHash } from "node:crypto";
import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z, ZodType } from "zod";
import type { RouteSpec } from "./route";
import { capabilityOf } from "./tokens";

const bearer = "bearerAuth";

/** OpenAPI 3.1 from the routes' zod contract. */
export function buildOpenApiDocument(specs: RouteSpec[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", bearer, { type: "http", scheme: "bearer", bearerFormat: "JWT" });
  for (const spec of specs) {
    const gate = [
      spec.products?.length ? `Products: ${spec.products.join(", ")}.` : "",
      spec.features?.length
        ? `Features: ${spec.features.join(", ")} (any one listed product or feature is enough).`
        : "",
      spec.modules?.length ? `Requires module ${spec.modules.join(", ")}.` : "",
      spec.memberScoped ? "memberId must be the token's member or a linked member, else 403." : "",
      spec.auth === false ? "" : `Integrator tokens need can_${capabilityOf(spec.method)}, else 403.`,
    ]
      .filter(Boolean)
      .join(" ");
    registry.registerPath({
      method: spec.method,
      path: spec.path.replace(/:(\w+)/g, "{$1}"),
      summary: spec.summary,
      description: [spec.description, gate].filter(Boolean).join("\n\n") || undefined,
      tags: spec.tags,
      security: spec.auth === false ? [] : [{ [bearer]: [] }],
      request: requestOf(spec),
      responses: Object.fromEntries(
        Object.entries(spec.responses).map(([status, r]) => [
          status,
          {
            description: r.description,
            content: r.schema ? { [r.contentType ?? "application/json"]: { schema: r.schema } } : undefined,
          },
        ]),
      ),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Leisure Operations Platform API (Frontdesk sandbox)",
      version: "1.0.0",
      description:
        "The embedded, faithful implementation of the Leisure Operations Platform API. Every path is relative to {base_url} = /platform. " +
        "Where the spec documents a 500 for bad input, this sandbox answers a clear 400 in the same body kind; each such choice is noted on its operation. " +
        "Integrator tokens (from POST /connect/token) carry can_read, can_write and can_delete: GET and HEAD need can_read, POST, PUT and PATCH can_write, DELETE can_delete; " +
        "a token without the one its method needs gets 403 in the body kind of the operation's other 403s (empty unless stated). " +
        "Tokens carrying none of the three claims (the sandbox CLI's, the app's own staff tokens) are not integrator tokens and are not restricted by them.",
    },
    servers: [{ url: "/platform" }],
  });
}

/** The documented request: the declared input, the very schemas the wrapper parses with (a form body as a form). */
function requestOf(spec: RouteSpec) {
  const documented = (part: "params" | "query" | "body") => {
    const source = spec.input?.[part];
    return source instanceof ZodType ? source : source?.schema;
  };
  const body = documented("body");
  const declaredBody = spec.input?.body;
  const bodyType =
    declaredBody && !(declaredBody instanceof ZodType) && declaredBody.form
      ? "application/x-www-form-urlencoded"
      : "application/json";
  return {
    params: pathParams(spec.path, documented("params") as z.ZodObject | undefined),
    query: documented("query") as z.ZodObject | undefined,
    body: body ? { content: { [bodyType]: { schema: body } } } : undefined,
  };
}

/** Every value of the path, in its order: as declared, else (a member-scoped memberId) a string. */
function pathParams(path: string, declared: z.ZodObject | undefined) {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const shape = declared?.shape as Record<string, ZodType> | undefined;
  // a path value is always sent: a schema shared by routes with and without it marks it optional
  const schemaOf = (name: string) => {
    const given = shape?.[name];
    return given instanceof z.ZodOptional ? given.unwrap() : (given ?? z.string());
  };
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, schemaOf(n)]))) : undefined;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const docsStyle =
  "body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}code{font-size:1rem}section{border-top:1px solid #ccc}";

/** The docs page's own policy: its one stylesheet (by hash), no scripts, nothing else loads, never framed. */
export const docsPagePolicy = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(docsStyle).digest("base64")}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** A self-contained reference page (no CDN: these machines are offline; served with docsPagePolicy). */
export function renderDocsPage(document: object): string {
  const doc = document as {
    info: { title: string; description: string };
    paths: Record<
      string,
      Record<string, { summary?: string; description?: string; responses: Record<string, { description: string }> }>
    >;
  };
  const operations = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
    .sort((a, b) => a.path.localeCompare(b.path));
  const rows = operations
    .map(
      ({ path, method, op }) => `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? "")}</p>${op.description ? `<p>${escapeHtml(op.description).replace(/\n/g, "<br>")}</p>` : ""}
<ul>${Object.entries(op.responses)
        .map(([status, r]) => `<li><strong>${status}</strong> ${escapeHtml(r.description)}</li>`)
        .join("")}</ul></section>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<style>${docsStyle}</style></head>
<body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p><p><a href="/platform/openapi.json">openapi.json</a></p>${rows}</body></html>`;
}
