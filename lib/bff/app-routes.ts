import fs from "node:fs";
import path from "node:path";

/**
 * The app's pages and BFF routes as the file system declares them, for tests that must cover
 * every one (the header check, the BFF gate test): a new page or route is covered the moment
 * its file exists. Patterns keep Next's segments: /members/[memberId]/consent.
 */
const appDir = path.resolve(import.meta.dirname, "../../app");

function filesNamed(name: string): string[] {
  return (fs.readdirSync(appDir, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === name)
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

const toPattern = (file: string) =>
  `/${file
    .split("/")
    .slice(0, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment)) // route groups are not in the URL
    .join("/")}`;

/** Every page: its URL pattern. */
export const pagePatterns = (): string[] => filesNamed("page.tsx").map(toPattern);

/** Every app/api route (next-auth's own included): its URL pattern and file (relative to app/). */
export const apiRoutes = (): { pattern: string; file: string }[] =>
  filesNamed("route.ts")
    .filter((file) => file.startsWith("api/"))
    .map((file) => ({ pattern: toPattern(file), file }));

/** A URL for a pattern, each [param] (or [...param]) from `values`, else "1". */
export function urlOf(pattern: string, values: Record<string, string> = {}): string {
  return pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => encodeURIComponent(values[name] ?? "1"));
}
