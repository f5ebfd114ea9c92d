/** Writes the platform's lists (lib/platform/routes.ts and operations.ts) from the files on disk: lib/platform/lists.ts. */
import { writeFileSync } from "node:fs";
import { platformLists } from "../lib/platform/lists";

const { routes, operations } = platformLists();
writeFileSync("lib/platform/routes.ts", routes);
writeFileSync("lib/platform/operations.ts", operations);
