import fs from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order, with the happy-dom files (hook tests) first and the node files after (decision 027). A worker is
 * kept for the next file only when that file has the same environment; mixed, each switch started a new process,
 * which imported everything and opened its database again. The happy-dom files need no database, so they also run
 * while the global setup is still seeding it.
 */
export default class ByEnvironment extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const inDom = (file: TestSpecification) =>
      /@vitest-environment\s+happy-dom/.test(fs.readFileSync(file.moduleId, "utf8").slice(0, 300));
    return [...sorted.filter(inDom), ...sorted.filter((file) => !inDom(file))];
  }
}
