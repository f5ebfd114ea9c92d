// `npm run dev`: lib/ built into its package and rebuilt on every change (scripts/build-lib.mjs), and `next dev`
// started again after each rebuild: Node loads the package once in a process (decision 030), so a running server
// would keep the old code. A new file in lib/ needs `npm run dev` again (the package's list of modules is made at start).
import { spawn } from "node:child_process";
import { watchLib } from "./build-lib.mjs";

let server;
let restarting = Promise.resolve();
const startNext = () => {
  server = spawn("npx", ["next", "dev", ...process.argv.slice(2)], { stdio: "inherit" });
};
const stopNext = () =>
  new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve();
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });

await watchLib(() => {
  restarting = restarting.then(async () => {
    await stopNext();
    startNext();
  });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void stopNext().then(() => process.exit(0)));
