import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { env, provideNextAuthUrl } from "@frontdesk/lib/server/env";

/**
 * next-auth's secret with no configuration, so `npm start` works out of the box: NEXTAUTH_SECRET
 * when set; else derived from PLATFORM_SIGNING_KEY; else a secret created once under .data/
 * (PLATFORM_DATA_DIR). It is handed to next-auth in authOptions and to getToken in proxy.ts.
 */
let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const { NEXTAUTH_SECRET, PLATFORM_SIGNING_KEY, PLATFORM_DATA_DIR } = env();
  if (NEXTAUTH_SECRET) return (cached = NEXTAUTH_SECRET);
  if (PLATFORM_SIGNING_KEY) {
    return (cached = crypto
      .createHash("sha256")
      .update(`frontdesk-nextauth:${PLATFORM_SIGNING_KEY}`)
      .digest("base64url"));
  }
  const dir = path.resolve(PLATFORM_DATA_DIR);
  const file = path.join(dir, "nextauth-secret");
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch {
    // created earlier, or by another process at the same moment
  }
  return (cached = fs.readFileSync(file, "utf8").trim());
}

/** Before next-auth runs: it needs a URL of its own (lib/server/env.ts provideNextAuthUrl). */
export const ensureAuthEnvironment = provideNextAuthUrl;
