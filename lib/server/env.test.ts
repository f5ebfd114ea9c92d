import { afterEach, describe, expect, it, vi } from "vitest";
import os from "node:os";
import { checkEnv, decodeSecretsKey, env, parseEnv } from "./env";
import { serverProcesses } from "./workers";

const refusal = (raw: Record<string, string | undefined>) => {
  try {
    parseEnv(raw);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
};

const hexKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const base64Key = Buffer.alloc(32, 7).toString("base64");

describe("the environment, parsed in one place", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("gives the documented defaults when nothing is set", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOSTNAME: "0.0.0.0",
      PG_POOL_SIZE: 10,
      PG_CONNECT_TIMEOUT_SECONDS: 10,
      PG_QUERY_TIMEOUT_SECONDS: 20,
      SMTP_TIMEOUT_SECONDS: 30,
      PLATFORM_DATA_DIR: ".data",
      PLATFORM_RESET_DB: false,
      SEED: "full",
      PLATFORM_MAX_BODY_BYTES: 1_048_576,
      SESSION_IDLE_MINUTES: 30,
      PLATFORM_TIMEOUT_SECONDS: 10,
      KEEP_ALIVE_TIMEOUT_SECONDS: 65,
      SHUTDOWN_GRACE_SECONDS: 10,
      WAITING_LIST_HOLD_MINUTES: 120,
      TRUST_PROXY: false,
      DATABASE_URL: undefined,
      APP_URL: undefined,
    });
    // an empty value counts as unset
    expect(parseEnv({ PORT: "", DATABASE_URL: " ", SEED: "" })).toMatchObject({ PORT: 3000, SEED: "full" });
  });

  it("loads the demo only where it is meant: the embedded database by default, a PostgreSQL only when told", () => {
    expect(parseEnv({}).SEED).toBe("full");
    expect(parseEnv({ DATABASE_URL: "memory://" }).SEED).toBe("full");
    expect(parseEnv({ DATABASE_URL: "postgres://venue@db/frontdesk" }).SEED).toBe("none");
    expect(parseEnv({ DATABASE_URL: "postgres://venue@db/frontdesk", SEED: "full" }).SEED).toBe("full");
    expect(parseEnv({ DATABASE_URL: "postgresql://venue@db/frontdesk", SEED: "small" }).SEED).toBe("small");
  });

  it("parses numbers, flags and URLs into their types", () => {
    expect(
      parseEnv({
        PORT: "3101",
        PG_POOL_SIZE: "4",
        TRUST_PROXY: "yes",
        PLATFORM_RESET_DB: "1",
        PLATFORM_TIMEOUT_SECONDS: "2.5",
        PG_QUERY_TIMEOUT_SECONDS: "0",
        PG_CONNECT_TIMEOUT_SECONDS: "1.5",
        APP_URL: "https://desk.example.org/",
        DATABASE_URL: "postgresql://db/frontdesk",
        PLATFORM_SIGNING_KEY: "k",
        NEXTAUTH_SECRET: "s",
      }),
    ).toMatchObject({
      PORT: 3101,
      PG_POOL_SIZE: 4,
      TRUST_PROXY: true,
      PLATFORM_RESET_DB: true,
      PLATFORM_TIMEOUT_SECONDS: 2.5,
      PG_QUERY_TIMEOUT_SECONDS: 0,
      PG_CONNECT_TIMEOUT_SECONDS: 1.5,
      APP_URL: "https://desk.example.org",
      DATABASE_URL: "postgresql://db/frontdesk",
    });
  });

  it("names each bad variable and what it must be, never its value", () => {
    expect(refusal({ PORT: "eighty" })).toBe("Invalid environment: PORT must be a whole number from 1 to 65535.");
    expect(refusal({ PG_POOL_SIZE: "0" })).toContain("PG_POOL_SIZE must be a whole number from 1 to 1000");
    expect(refusal({ WAITING_LIST_HOLD_MINUTES: "4" })).toContain(
      "WAITING_LIST_HOLD_MINUTES must be a whole number from 5 to 10080",
    );
    expect(refusal({ SESSION_IDLE_MINUTES: "1.5" })).toContain("SESSION_IDLE_MINUTES must be a whole number");
    expect(refusal({ SEED: "demo" })).toContain("SEED must be none, small or full");
    expect(refusal({ TRUST_PROXY: "maybe" })).toContain("TRUST_PROXY must be 1 or 0");
    expect(refusal({ PLATFORM_TIMEOUT_SECONDS: "-1" })).toContain(
      "PLATFORM_TIMEOUT_SECONDS must be a number of seconds above 0",
    );
    expect(refusal({ PG_QUERY_TIMEOUT_SECONDS: "-1" })).toContain(
      "PG_QUERY_TIMEOUT_SECONDS must be a number of seconds (0: no limit)",
    );
    expect(refusal({ PG_CONNECT_TIMEOUT_SECONDS: "0" })).toContain(
      "PG_CONNECT_TIMEOUT_SECONDS must be a number of seconds above 0",
    );
    expect(refusal({ SMTP_TIMEOUT_SECONDS: "soon" })).toContain("SMTP_TIMEOUT_SECONDS must be a number of seconds");
    expect(refusal({ APP_URL: "desk.example.org" })).toContain("APP_URL must be an http:// or https:// URL");
    expect(refusal({ DATABASE_URL: "mysql://db/x" })).toContain("DATABASE_URL must be memory:// or a postgres:// URL");
    expect(refusal({ LOG_LEVEL: "loud" })).toContain("LOG_LEVEL must be one of fatal, error");
    expect(refusal({ SMTP_URL: "http://mail.example" })).toContain("SMTP_URL must be an smtp:// or smtps:// URL");
    expect(refusal({ MAIL_FROM: "nobody" })).toContain("MAIL_FROM must be an address");
    expect(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "Venue <desk@venue.example>" })).toMatchObject({
      SMTP_URL: "smtp://127.0.0.1:2525",
      MAIL_FROM: "Venue <desk@venue.example>",
    });
    const both = refusal({ PORT: "x", SEED: "y", METRICS_TOKEN: "secret-value" });
    expect(both).toMatch(/PORT must .*; SEED must/);
    expect(refusal({ OIDC_ISSUER: "not a url", METRICS_TOKEN: "hunter2" })).not.toContain("not a url");
  });

  it("asks for the shared secrets on PostgreSQL at server start, and the integrator upstream", () => {
    expect(checkEnv({ DATABASE_URL: "postgres://db/frontdesk" })).toMatch(
      /^Invalid environment: PLATFORM_SIGNING_KEY must be set when DATABASE_URL is PostgreSQL.*; NEXTAUTH_SECRET must be set/,
    );
    expect(
      checkEnv({ DATABASE_URL: "postgresql://db/frontdesk", PLATFORM_SIGNING_KEY: "k", SECRETS_KEY: hexKey }),
    ).toBe(
      "Invalid environment: NEXTAUTH_SECRET must be set when DATABASE_URL is PostgreSQL: every instance must share it (e.g. openssl rand -base64 48).",
    );
    expect(
      checkEnv({ DATABASE_URL: "postgres://db/frontdesk", PLATFORM_SIGNING_KEY: "k", NEXTAUTH_SECRET: "s" }),
    ).toMatch(
      /^Invalid environment: SECRETS_KEY must be set when DATABASE_URL is PostgreSQL: .*encrypts the authenticator keys.*openssl rand -base64 32/,
    );
    expect(
      checkEnv({
        DATABASE_URL: "postgres://db/frontdesk",
        PLATFORM_SIGNING_KEY: "k",
        NEXTAUTH_SECRET: "s",
        SECRETS_KEY: hexKey,
      }),
    ).toBeUndefined();
    expect(checkEnv({ DATABASE_URL: "memory://" })).toBeUndefined(); // PGlite: one process per data directory
    expect(checkEnv({ DATABASE_URL: "memory://", WEB_CONCURRENCY: "2" })).toBe(
      "Invalid environment: WEB_CONCURRENCY above 1 needs DATABASE_URL set to PostgreSQL (PGlite is one process's database).",
    );
    expect(checkEnv({ WEB_CONCURRENCY: "0" })).toBe(
      "Invalid environment: WEB_CONCURRENCY must be a whole number from 1 to 64.",
    );
    const keys = { PLATFORM_SIGNING_KEY: "k", NEXTAUTH_SECRET: "s", SECRETS_KEY: base64Key };
    expect(checkEnv({ DATABASE_URL: "postgres://db/frontdesk", WEB_CONCURRENCY: "2", ...keys })).toBeUndefined();
    expect(checkEnv({ PORT: "x" })).toBe("Invalid environment: PORT must be a whole number from 1 to 65535.");
    // server processes: as set; unset, two on PostgreSQL where there are two cores (measured), one on PGlite
    const processes = (raw: Record<string, string>) => serverProcesses(parseEnv(raw));
    expect(processes({ DATABASE_URL: "postgres://db/frontdesk", WEB_CONCURRENCY: "3" })).toBe(3);
    expect(processes({ DATABASE_URL: "postgres://db/frontdesk" })).toBe(Math.min(2, os.availableParallelism()));
    expect(processes({ DATABASE_URL: "memory://" })).toBe(1);
    expect(processes({})).toBe(1);
    // the CLI and tests on PostgreSQL need no shared keys
    expect(parseEnv({ DATABASE_URL: "postgres://db/frontdesk" }).DATABASE_URL).toBe("postgres://db/frontdesk");
    expect(refusal({ PLATFORM_BASE_URL: "http://platform.example/platform", PLATFORM_CLIENT_ID: "7" })).toBe(
      "Invalid environment: PLATFORM_CLIENT_SECRET must be set with PLATFORM_BASE_URL: the integrator Frontdesk signs in to the platform as.",
    );
  });

  it("takes the secrets key as 32 bytes in hex or base64, and refuses another length without echoing it", () => {
    expect(decodeSecretsKey(hexKey)?.toString("hex")).toBe(hexKey);
    expect(decodeSecretsKey(base64Key)).toEqual(Buffer.alloc(32, 7));
    expect(decodeSecretsKey(Buffer.alloc(32, 7).toString("base64url"))).toEqual(Buffer.alloc(32, 7));
    expect(parseEnv({ SECRETS_KEY: ` ${hexKey} `, SECRETS_KEY_PREVIOUS: `${base64Key},${hexKey}` })).toMatchObject({
      SECRETS_KEY: ` ${hexKey} `,
    });
    const short = Buffer.alloc(24, 1).toString("base64");
    const message = refusal({ SECRETS_KEY: short });
    expect(message).toBe(
      "Invalid environment: SECRETS_KEY must be 32 bytes, written as 64 hex digits (openssl rand -hex 32) or in base64 (openssl rand -base64 32).",
    );
    expect(message).not.toContain(short);
    expect(refusal({ SECRETS_KEY: hexKey.slice(2) })).toContain("SECRETS_KEY must be 32 bytes");
    expect(refusal({ SECRETS_KEY: "correct horse battery staple" })).toContain("SECRETS_KEY must be 32 bytes");
    expect(refusal({ SECRETS_KEY_PREVIOUS: `${hexKey},nope` })).toContain(
      "SECRETS_KEY_PREVIOUS must be keys separated by commas, each 32 bytes",
    );
  });

  it("reads process.env lazily and again when a value changes; checkEnv answers the message to stop with", () => {
    vi.stubEnv("SESSION_IDLE_MINUTES", "45");
    expect(env().SESSION_IDLE_MINUTES).toBe(45);
    vi.stubEnv("SESSION_IDLE_MINUTES", "46");
    expect(env().SESSION_IDLE_MINUTES).toBe(46);
    expect(checkEnv()).toBeUndefined();
    vi.stubEnv("SESSION_IDLE_MINUTES", "soon");
    expect(checkEnv()).toBe("Invalid environment: SESSION_IDLE_MINUTES must be a whole number of at least 1.");
    expect(() => env()).toThrow("SESSION_IDLE_MINUTES");
  });
});
