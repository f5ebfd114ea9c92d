// Prints one closing line over every runner's JSON report: "Total: N passed, N failed, N skipped".
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0,
  failed = 0,
  skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    passed += report.stats.expected;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 ? 1 : 0;
