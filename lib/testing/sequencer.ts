import fs from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order, with the happy-dom files (hook tests) first and the node files after (decision 027). A worker is
 * kept for the next file only when that file has the same environment; mixed, each switch started a new process,
 * which imported everything and opened its database again. The happy-dom files need no database, so they also run
 * while the global setup is still seeding it. Files that reset the module registry (`vi.resetModules`) go last: the
 * files after one in its worker would load fresh copies of modules beside the process-wide state the old ones made.
 */
export default class ByEnvironment extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const text = (file: TestSpecification) => fs.readFileSync(file.moduleId, "utf8");
    const inDom = (file: TestSpecification) => /@vitest-environment\s+happy-dom/.test(text(file).slice(0, 300));
    const resets = (file: TestSpecification) => text(file).includes("vi.resetModules(");
    const node = sorted.filter((file) => !inDom(file));
    return [...sorted.filter(inDom), ...node.filter((file) => !resets(file)), ...node.filter(resets)];
  }
}
