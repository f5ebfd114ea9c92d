/** Regenerates the example client's types (examples/platform-client/platform-api.d.ts) from the OpenAPI document. */
import { writeFileSync } from "node:fs";
import { clientTypesOf } from "../lib/platform/http/openapi-client-types";
import { allRoutes } from "../lib/platform/routes";

writeFileSync("examples/platform-client/platform-api.d.ts", await clientTypesOf(allRoutes.map((r) => r.spec)));
