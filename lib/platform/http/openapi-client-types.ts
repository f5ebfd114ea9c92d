/** TypeScript types of the OpenAPI document (openapi-typescript), as an integrator generates them. */
import openapiTS, { astToString } from "openapi-typescript";
import type { RouteSpec } from "./route";
import { buildOpenApiDocument } from "./openapi";

export async function clientTypesOf(specs: RouteSpec[]) {
  const header =
    "// Generated from /platform/openapi.json by openapi-typescript (npx tsx scripts/openapi-client-types.ts).\n";
  return header + astToString(await openapiTS(JSON.parse(JSON.stringify(buildOpenApiDocument(specs)))));
}
