/** Writes the platform's OpenAPI document (as /platform/openapi.json serves it) to the file named by argv[2]. */
import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../lib/platform/http/openapi";
import { allRoutes } from "../lib/platform/routes";

const out = process.argv[2];
if (!out) throw new Error("usage: tsx scripts/openapi-document.ts <out.json>");
writeFileSync(out, JSON.stringify(buildOpenApiDocument(allRoutes.map((r) => r.spec)), null, 2));
