/**
 * Checks a response against the OpenAPI document (tests only, through lib/platform/testing.ts): its
 * status declared on the operation the request reached, its content type declared for that status,
 * its body valid against that content's schema, its required headers present. A request that reaches
 * no operation must get the platform's plain 404. So a change that makes the document lie fails a test.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { RouteSpec } from "./route";
import { buildOpenApiDocument } from "./openapi";
import { documentedPaths } from "./openapi-paths";

interface Operation {
  method: string;
  pattern: RegExp;
  pointer: string;
  responses: Record<string, ResponseObject>;
}
interface ResponseObject {
  content?: Record<string, unknown>;
  headers?: Record<string, { required?: boolean }>;
  "x-empty-body"?: boolean;
}

const escapePointer = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
const paramCount = (path: string) => (path.match(/:\w+/g) ?? []).length;
/** Paths the platform serves beside its operations. */
const meta = new Set(["/platform/health", "/platform/openapi.json", "/platform/docs"]);

export function responseChecker(specs: RouteSpec[]) {
  const document = buildOpenApiDocument(specs);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addSchema(document, "openapi.json");
  const byRoute = new Map(documentedPaths(specs).map((d) => [`${d.spec.method} ${d.spec.path}`, d.path]));
  // in the router's order: fewer parameters first; a trailing-slash route is documented on its sibling
  const operations: Operation[] = [...specs]
    .sort((a, b) => paramCount(a.path) - paramCount(b.path))
    .map((spec) => {
      const sibling = spec.path.endsWith("/")
        ? specs.find(
            (s) =>
              s.method === spec.method && /^:\w+$/.test(s.path.slice(spec.path.length)) && s.path.startsWith(spec.path),
          )!
        : spec;
      const path = byRoute.get(`${sibling.method} ${sibling.path}`)!;
      const source = spec.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
      return {
        method: spec.method.toUpperCase(),
        pattern: new RegExp(`^/platform${source}$`),
        pointer: `#/paths/${escapePointer(path)}/${spec.method}`,
        responses: (document.paths[path][sibling.method] as { responses: Record<string, ResponseObject> }).responses,
      };
    });
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) validators.set(pointer, (validate = ajv.compile({ $ref: `openapi.json${pointer}` })));
    return validate;
  };
  let checked = 0;

  /** Throws, naming the operation and the deviation, when the response is not what the document declares. */
  async function check(method: string, url: URL, response: Response) {
    if (meta.has(url.pathname)) return;
    // HEAD is GET without the body (HTTP semantics; the router answers it from the GET route)
    const head = method === "HEAD";
    const operation = operations.find((o) => o.method === (head ? "GET" : method) && o.pattern.test(url.pathname));
    const at = `${method} ${url.pathname}`;
    const body = await response.clone().text();
    if (!operation) {
      if (response.status !== 404 || body !== "Not Found") throw new Error(`${at}: no documented operation answered`);
      return;
    }
    const declared = operation.responses[String(response.status)];
    if (!declared) throw new Error(`${at}: status ${response.status} is not declared on its operation`);
    for (const [name, header] of Object.entries(declared.headers ?? {}))
      if (header.required && !response.headers.has(name))
        throw new Error(`${at}: ${response.status} lacks its required ${name} header`);
    const type = response.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
    if (head) {
      if (type && !declared.content?.[type]) throw new Error(`${at}: ${response.status} as ${type} is not declared`);
    } else if (body === "" && !type) {
      if (declared.content && !declared["x-empty-body"])
        throw new Error(`${at}: ${response.status} came with no body, but the document declares one`);
    } else {
      if (!type || !declared.content?.[type])
        throw new Error(`${at}: ${response.status} as ${type ?? "no content type"} is not declared`);
      const value = type === "text/plain" ? body : JSON.parse(body);
      const pointer = `${operation.pointer}/responses/${response.status}/content/${escapePointer(type)}/schema`;
      const validate = validatorOf(pointer);
      if (!validate(value))
        throw new Error(
          `${at}: ${response.status} ${type} body does not match its schema: ${ajv.errorsText(validate.errors)}\n${body.slice(0, 500)}`,
        );
    }
    checked++;
  }
  return { check, checked: () => checked };
}
