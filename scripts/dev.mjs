// `npm run dev`: lib/ built into its package and rebuilt on every change (scripts/build-lib.mjs), and `next dev`
// started again after each rebuild: Node loads the package once in a process (decision 030), so a running server
// would keep the old code. A new file in lib/ needs `npm run dev` again (the package's list of modules is made at start).
import { spawn } from "node:child_process";
import { watchLib } from "./build-lib.mjs";

let server;
let restarting = Promise.resolve();
const startNext = () => {
  // a process group of its own: next dev starts a server process of its own, stopped with it
  server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "dev", ...process.argv.slice(2)], {
    stdio: "inherit",
    detached: true,
  });
};
const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** Stops the server's whole group, and waits until none of it holds the port. */
async function stopNext() {
  if (!server || !groupAlive(server.pid)) return;
  process.kill(-server.pid, "SIGTERM");
  while (groupAlive(server.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
}

await watchLib(() => {
  restarting = restarting.then(async () => {
    await stopNext();
    startNext();
  });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void stopNext().then(() => process.exit(0)));
