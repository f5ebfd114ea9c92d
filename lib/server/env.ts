import { z } from "zod";
import { defaultDetailsCheckMonths } from "@frontdesk/lib/domain/consent/details-due";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/**
 * Every environment variable Frontdesk reads, parsed in one place. `env()` reads process.env when
 * first asked (the CLI and tests set variables before that), then once per process in production and
 * again only when a value changed elsewhere (tests switch modes); server.ts calls `checkEnv()` at start, so a bad or missing value stops the
 * server with a message naming the variable. Values are never echoed: some are secrets.
 * Server code only: NEXT_PUBLIC_ variables (none today) would be inlined into browser bundles instead, and
 * NODE_ENV stays `process.env.NODE_ENV`: it is the build's mode, which Next inlines at build time.
 */

const blankIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const text = () => z.preprocess(blankIsUnset, z.string().optional());
const whole = (fallback: number, min: number, max?: number) => {
  const error =
    max === undefined ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error })
      .int({ error })
      .min(min, { error })
      .max(max ?? Number.MAX_SAFE_INTEGER, { error })
      .default(fallback),
  );
};
/** A whole number from min to max, or undefined when unset (its default then depends on other settings). */
const wholeOrUnset = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    blankIsUnset,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional(),
  );
};
const seconds = (fallback: number) =>
  z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: "must be a number of seconds above 0" })
      .positive({ error: "must be a number of seconds above 0" })
      .default(fallback),
  );
/** Seconds, or 0 for no limit at all. */
const secondsOrNone = (fallback: number) =>
  z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: "must be a number of seconds (0: no limit)" })
      .min(0, { error: "must be a number of seconds (0: no limit)" })
      .default(fallback),
  );
const flag = () =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .enum(["1", "true", "yes", "on", "0", "false", "no", "off", ""], { error: "must be 1 or 0" })
      .optional()
      .transform((value) => value !== undefined && ["1", "true", "yes", "on"].includes(value)),
  );
const httpUrl = () =>
  z.preprocess(
    blankIsUnset,
    z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  );
/**
 * A 32-byte key for AES-256-GCM, as 64 hex digits (`openssl rand -hex 32`) or base64/base64url
 * (`openssl rand -base64 32`). Answers the bytes, or undefined when the text is neither.
 */
export function decodeSecretsKey(value: string): Buffer | undefined {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)) return undefined;
  const bytes = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : undefined;
}
const keyError =
  "must be 32 bytes, written as 64 hex digits (openssl rand -hex 32) or in base64 (openssl rand -base64 32)";
const secretsKey = () =>
  z.preprocess(
    blankIsUnset,
    z
      .string()
      .refine((value) => decodeSecretsKey(value) !== undefined, { error: keyError })
      .optional(),
  );
/** Earlier keys, comma-separated, newest first: still read, never written with. */
const secretsKeys = () =>
  z.preprocess(
    blankIsUnset,
    z
      .string()
      .refine((value) => value.split(",").every((key) => decodeSecretsKey(key) !== undefined), {
        error: `must be keys separated by commas, each ${keyError.replace("must be ", "")}`,
      })
      .optional(),
  );
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankIsUnset, z.enum(values, { error: `must be one of ${values.join(", ")}` }).optional());

const schema = z
  .object({
    PORT: whole(3000, 1, 65_535),
    HOSTNAME: z.preprocess(blankIsUnset, z.string().default("0.0.0.0")),
    LOG_LEVEL: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    /** traces over OTLP/HTTP to this collector (e.g. http://otel-collector:4318); unset = no tracing */
    OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(),
    /** the service name on the traces (default frontdesk) */
    OTEL_SERVICE_NAME: text(),
    VITEST: text(),
    /** unset = PGlite under PLATFORM_DATA_DIR; memory:// = in-memory PGlite; postgres:// = PostgreSQL */
    DATABASE_URL: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^(memory:\/\/$|postgres(ql)?:\/\/)/, { error: "must be memory:// or a postgres:// URL (or unset)" })
        .optional(),
    ),
    PG_POOL_SIZE: whole(10, 1, 1000),
    /** how long a request waits for a database connection (a free one of the pool, or a new one's greeting) */
    PG_CONNECT_TIMEOUT_SECONDS: seconds(10),
    /** how long one query's answer may take before the request is answered 503 in words (0: no limit) */
    PG_QUERY_TIMEOUT_SECONDS: secondsOrNone(20),
    /** server processes sharing the port (above 1 needs PostgreSQL); unset: lib/server/workers.ts serverProcesses */
    WEB_CONCURRENCY: wholeOrUnset(1, 64),
    /** members a retention run erases at once: more is faster and takes more from the desk */
    RETENTION_ERASURES_AT_ONCE: whole(2, 1, 8),
    /** at most this many erasures a second: 100,000 members in 42 min at 40, the desk's p95 within 1.5x */
    RETENTION_ERASURES_PER_SECOND: whole(40, 1, 1000),
    /** at most this many batches of 500 old records (visits, interactions, audit rows, messages) removed a second */
    RETENTION_BATCHES_PER_SECOND: whole(4, 1, 1000),
    PLATFORM_DATA_DIR: z.preprocess(blankIsUnset, z.string().default(".data")),
    PLATFORM_RESET_DB: flag(),
    /** tests only: a dumped PGlite data directory (migrated and seeded) that each memory:// store starts from */
    PGLITE_TEMPLATE: text(),
    /** unset: the full demo on the embedded database `npm start` uses, none on PostgreSQL (a venue's own) */
    SEED: z.preprocess(
      blankIsUnset,
      z.enum(["none", "small", "full"], { error: "must be none, small or full" }).optional(),
    ),
    PLATFORM_SIGNING_KEY: text(),
    /**
     * Encrypts the secrets the app keeps and reads back (authenticator keys, mobile-app signing secrets), AES-256-GCM
     * (lib/security/sealed-secrets.ts). Required with PostgreSQL; unset on the embedded database, a development key
     * is made under PLATFORM_DATA_DIR.
     */
    SECRETS_KEY: secretsKey(),
    /** while rotating: the keys before SECRETS_KEY, still accepted for reading until `secrets rotate` has run */
    SECRETS_KEY_PREVIOUS: secretsKeys(),
    PLATFORM_MAX_BODY_BYTES: whole(1024 * 1024, 1),
    NEXTAUTH_SECRET: text(),
    NEXTAUTH_URL: httpUrl(),
    APP_URL: httpUrl(),
    TRUST_PROXY: flag(),
    SESSION_IDLE_MINUTES: whole(30, 1),
    OIDC_ISSUER: httpUrl(),
    OIDC_CLIENT_ID: text(),
    OIDC_CLIENT_SECRET: text(),
    OIDC_GROUPS_CLAIM: text(),
    OIDC_ROLE_MAP: text(),
    OIDC_NAME: text(),
    PASSWORD_SIGNIN: oneOf(["on", "off"]),
    /**
     * Whether an SSO sign-in counts as two factors: `amr` (default: the ID token's amr names a
     * multi-factor method), `acr` (its acr is one of OIDC_MFA_ACR_VALUES) or `never` (Frontdesk asks its own).
     */
    OIDC_MFA_FROM: oneOf(["amr", "acr", "never"]),
    OIDC_MFA_ACR_VALUES: text(),
    PLATFORM_BASE_URL: httpUrl(),
    PLATFORM_CLIENT_ID: text(),
    PLATFORM_CLIENT_SECRET: text(),
    PLATFORM_TIMEOUT_SECONDS: seconds(10),
    METRICS_TOKEN: text(),
    KEEP_ALIVE_TIMEOUT_SECONDS: seconds(65),
    SHUTDOWN_GRACE_SECONDS: seconds(10),
    VENUE_LOCALE: text(),
    /** the venue's default language (screens of staff who have not chosen, members' correspondence); unset: Welsh where VENUE_LOCALE is Welsh */
    VENUE_LANGUAGE: oneOf(["en", "cy"]),
    VENUE_TIME_ZONE: text(),
    /** months after which the member overview asks to check a member's details */
    VENUE_DETAILS_CHECK_MONTHS: whole(defaultDetailsCheckMonths, 1, 120),
    /** the waiting-list hold time of a site with none of its own (Configuration > Sites sets one per site) */
    WAITING_LIST_HOLD_MINUTES: whole(120, 5, 10_080),
    /** mail to members: unset = messages are kept unsent, readable in the app */
    SMTP_URL: z.preprocess(
      blankIsUnset,
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    /** how long the sender waits on the SMTP server (connecting, its greeting, any answer) before it tries later */
    SMTP_TIMEOUT_SECONDS: seconds(30),
    MAIL_FROM: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^([^<>@\s][^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
          error: "must be an address, e.g. Venue <desk@venue.example>",
        })
        .default("Frontdesk <frontdesk@localhost>"),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.PLATFORM_BASE_URL) {
      const why = "must be set with PLATFORM_BASE_URL: the integrator Frontdesk signs in to the platform as";
      if (!env.PLATFORM_CLIENT_ID) ctx.addIssue({ code: "custom", path: ["PLATFORM_CLIENT_ID"], message: why });
      if (!env.PLATFORM_CLIENT_SECRET) ctx.addIssue({ code: "custom", path: ["PLATFORM_CLIENT_SECRET"], message: why });
    }
  });

export type Env = Omit<z.infer<typeof schema>, "SEED"> & { SEED: "none" | "small" | "full" };
type Raw = Record<string, string | undefined>;

/** Every variable the app reads, by name. */
export const envNames = Object.keys(schema.shape) as (keyof Env)[];
const names = envNames;

/** Thrown for a bad or missing variable; the message names each one and what it must be. */
class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the given variables (process.env by default); throws EnvError naming every bad one. */
export function parseEnv(raw: Raw): Env {
  const result = schema.safeParse(Object.fromEntries(names.map((name) => [name, raw[name]])));
  if (result.success) {
    // The demo's staff (with a published password) and members load only where the demo is meant: never by
    // default on a PostgreSQL, which is a venue's own database.
    const onPostgres = result.data.DATABASE_URL?.startsWith("postgres") ?? false;
    return { ...result.data, SEED: result.data.SEED ?? (onPostgres ? "none" : "full") };
  }
  const problems = result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
  throw new EnvError(`Invalid environment: ${problems.join("; ")}.`);
}

/** The NEXTAUTH_URL this process set for next-auth itself (see provideNextAuthUrl), shared by every bundle. */
const defaulted = () => processWide("defaulted NEXTAUTH_URL", () => ({ url: undefined as string | undefined }));

let cached: { key: string; env: Env } | undefined;

/**
 * The parsed environment, read lazily from process.env. A production server reads it once: its environment
 * is fixed at start, and reading the ~45 variables back from process.env costs ~0.2 ms a call, several calls
 * a request. Elsewhere (tests, the CLI) it is re-read when a value changed.
 */
export function env(): Env {
  if (cached && process.env.NODE_ENV === "production") return cached.env;
  const raw: Raw = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  // A NEXTAUTH_URL this process defaulted for next-auth is not the operator's public URL.
  if (raw.NEXTAUTH_URL !== undefined && raw.NEXTAUTH_URL === defaulted().url) raw.NEXTAUTH_URL = undefined;
  const key = JSON.stringify(names.map((name) => raw[name] ?? null));
  if (cached?.key !== key) cached = { key, env: parseEnv(raw) };
  return cached.env;
}

/**
 * What the server checks at start (server.ts): every variable parses, and with PostgreSQL the keys that
 * sign platform tokens and staff sessions are set, since several instances must verify each other's
 * (a key made on first use under .data/ differs per machine; docs/self-hosting/plain-node.md). The CLI and tests
 * need no shared keys. Answers the message to stop with, or undefined.
 */
export function checkEnv(raw?: Raw): string | undefined {
  let parsed: Env;
  try {
    parsed = raw ? parseEnv(raw) : env();
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  if (!parsed.DATABASE_URL?.startsWith("postgres"))
    return (parsed.WEB_CONCURRENCY ?? 1) > 1
      ? "Invalid environment: WEB_CONCURRENCY above 1 needs DATABASE_URL set to PostgreSQL (PGlite is one process's database)."
      : undefined;
  const shared = "must be set when DATABASE_URL is PostgreSQL: every instance must share it";
  const why = {
    PLATFORM_SIGNING_KEY: `${shared} (e.g. openssl rand -base64 48)`,
    NEXTAUTH_SECRET: `${shared} (e.g. openssl rand -base64 48)`,
    SECRETS_KEY: `${shared}, and it encrypts the authenticator keys and other secrets kept in the database (32 bytes: openssl rand -base64 32; keep a copy apart from the database's backups)`,
  };
  const missing = (["PLATFORM_SIGNING_KEY", "NEXTAUTH_SECRET", "SECRETS_KEY"] as const).filter((name) => !parsed[name]);
  if (missing.length === 0) return undefined;
  return `Invalid environment: ${missing.map((name) => `${name} ${why[name]}`).join("; ")}.`;
}

/** The app's public URL as configured (APP_URL, else NEXTAUTH_URL), or undefined. */
export const configuredAppUrl = () => env().APP_URL ?? env().NEXTAUTH_URL;

/** Where the app is reached: the configured URL, else this server on localhost. */
export const appUrl = () => configuredAppUrl() ?? `http://localhost:${env().PORT}`;

/**
 * next-auth reads NEXTAUTH_URL from process.env itself (its origin and callbacks): with none set, it
 * gets appUrl(). The only write into process.env, for that library alone; env() ignores it.
 */
export function provideNextAuthUrl() {
  if (process.env.NEXTAUTH_URL) return;
  process.env.NEXTAUTH_URL = defaulted().url = appUrl();
}
