// `npm start`: builds when the build is missing or older than the sources, then serves.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const sourceDirs = ["app", "components", "lib", "public"];
const sourceFiles = ["server.ts", "next.config.ts", "package.json", "proxy.ts"];

function newestSource() {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  [...sourceDirs, ...sourceFiles].forEach(visit);
  return newest;
}

// lib/'s package too: `npm install` removes it from node_modules as a package no manifest names (decision 030)
const buildTime = Math.min(
  builtAt(".next/BUILD_ID"),
  builtAt("dist/server.mjs"),
  builtAt("node_modules/@frontdesk/lib/package.json"),
);
if (buildTime === 0 || newestSource() > buildTime) {
  console.log("Building Frontdesk (first start or sources changed)...");
  execSync("npm run build", { stdio: "inherit" });
}
await import(path.resolve("dist/server.mjs"));
