import fs from "node:fs";
import path from "node:path";

/**
 * Hands Next the configuration its build recorded (`<distDir>/required-server-files.json`), as Next's own standalone
 * server does, so that it never loads next.config.ts at run time: compiling that file takes Next's SWC binary and
 * next-intl's plugin, neither of which the container image carries (docs/decisions/028-runtime-files-traced.md).
 * Called by server.ts before Next starts; the same in the repository and in the image. No build yet (or a variable
 * already set): Next's own loading, and its own message.
 */
export function applyBuildsNextConfig(distDir = process.env.NEXT_DIST_DIR ?? ".next"): boolean {
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) return false;
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), distDir, "required-server-files.json");
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return false;
  }
  const { config } = JSON.parse(text) as { config: Record<string, unknown> };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return true;
}
