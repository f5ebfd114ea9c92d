import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";

/**
 * next-auth's secret and URL with no configuration, so `npm start` works out of the box:
 * NEXTAUTH_SECRET when set; else derived from PLATFORM_SIGNING_KEY; else a secret created
 * once under .data/ (PLATFORM_DATA_DIR). NEXTAUTH_URL defaults to APP_URL, else http://localhost:$PORT.
 */
let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  if (process.env.NEXTAUTH_SECRET) return (cached = process.env.NEXTAUTH_SECRET);
  if (process.env.PLATFORM_SIGNING_KEY) {
    return (cached = crypto
      .createHash("sha256")
      .update(`frontdesk-nextauth:${process.env.PLATFORM_SIGNING_KEY}`)
      .digest("base64url"));
  }
  const dir = path.resolve(process.env.PLATFORM_DATA_DIR ?? ".data");
  const file = path.join(dir, "nextauth-secret");
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch {
    // created earlier, or by another process at the same moment
  }
  return (cached = fs.readFileSync(file, "utf8").trim());
}

export function ensureAuthEnvironment() {
  if (!process.env.NEXTAUTH_URL) {
    // next-auth needs a URL; a default is not the app's public URL (lib/security/app-origin.ts).
    process.env.NEXTAUTH_URL = process.env.APP_URL || `http://localhost:${process.env.PORT ?? "3000"}`;
    if (!process.env.APP_URL) process.env.NEXTAUTH_URL_DEFAULTED = "1";
  }
  process.env.NEXTAUTH_SECRET ??= authSecret();
}
