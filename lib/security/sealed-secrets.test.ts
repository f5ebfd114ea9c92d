import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isSealed, keyIdOf, seal, sealedKeyId, secretsKeyring, SecretsKeyError, unseal } from "./sealed-secrets";

const keyA = crypto.randomBytes(32);
const keyB = crypto.randomBytes(32);
const purpose = "frontdesk.staff_factors.totp_secret";
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

const withKeys = (current: Buffer, previous: Buffer[] = []) => {
  vi.stubEnv("SECRETS_KEY", current.toString("base64"));
  vi.stubEnv("SECRETS_KEY_PREVIOUS", previous.map((k) => k.toString("hex")).join(","));
  return secretsKeyring();
};
const failure = (open: () => unknown) => {
  try {
    open();
  } catch (error) {
    expect(error).toBeInstanceOf(SecretsKeyError);
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
};

afterEach(() => vi.unstubAllEnvs());

describe("secrets sealed at rest (AES-256-GCM under SECRETS_KEY)", () => {
  it("stores neither the secret nor the key, says which key sealed it, and opens it again", () => {
    const ring = withKeys(keyA);
    const stored = seal(secret, purpose, ring);
    expect(stored).toMatch(/^fd1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(sealedKeyId(stored)).toBe(keyIdOf(keyA));
    for (const text of [secret, keyA.toString("base64"), keyA.toString("hex"), keyA.toString("base64url")])
      expect(stored).not.toContain(text);
    // nor in any form the bytes could take
    const bytes = Buffer.from(stored);
    expect(bytes.includes(keyA)).toBe(false);
    expect(bytes.includes(Buffer.from(secret))).toBe(false);
    expect(unseal(stored, purpose, ring)).toBe(secret);
    // a fresh iv each time
    expect(seal(secret, purpose, ring)).not.toBe(stored);
  });

  it("reads a plain value from before 0.2.0 as it is", () => {
    const ring = withKeys(keyA);
    expect(isSealed(secret)).toBe(false);
    expect(unseal(secret, purpose, ring)).toBe(secret);
  });

  it("opens values of a previous key while rotating, and refuses an unknown key in words naming no secret", () => {
    const old = seal(secret, purpose, withKeys(keyA));
    const rotating = withKeys(keyB, [keyA]);
    expect(unseal(old, purpose, rotating)).toBe(secret);
    expect(sealedKeyId(seal(secret, purpose, rotating))).toBe(keyIdOf(keyB));

    const wrong = withKeys(keyB);
    const message = failure(() => unseal(old, purpose, wrong));
    expect(message).toBe(
      `a secret in the database was encrypted with key ${keyIdOf(keyA)}, which is neither SECRETS_KEY (key ${keyIdOf(keyB)}) nor one of SECRETS_KEY_PREVIOUS: set SECRETS_KEY (or SECRETS_KEY_PREVIOUS) to the key it was encrypted with.`,
    );
    expect(message).not.toContain(secret);
    expect(message).not.toContain(keyA.toString("base64"));
  });

  it("refuses a value changed in the database, or moved to another column, in words", () => {
    const ring = withKeys(keyA);
    const stored = seal(secret, purpose, ring);
    const last = stored.at(-2) === "A" ? "B" : "A";
    const tampered = `${stored.slice(0, -2)}${last}${stored.at(-1)}`;
    expect(failure(() => unseal(tampered, purpose, ring))).toContain(
      `does not open with key ${keyIdOf(keyA)} (SECRETS_KEY): it was changed, or belongs elsewhere`,
    );
    expect(failure(() => unseal(stored, "mobile_app_versions.app_secret", ring))).toContain("does not open");
  });

  it("without SECRETS_KEY: refused on PostgreSQL, a development key on the embedded database, said so", () => {
    vi.stubEnv("SECRETS_KEY", "");
    vi.stubEnv("DATABASE_URL", "postgres://db/frontdesk");
    expect(failure(() => secretsKeyring())).toMatch(/^SECRETS_KEY is not set: with PostgreSQL/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "frontdesk-secrets-"));
    try {
      vi.stubEnv("DATABASE_URL", "");
      vi.stubEnv("PLATFORM_DATA_DIR", dir);
      const dev = secretsKeyring();
      expect(dev.development).toContain(`development key kept in ${path.join(dir, "secrets-key")}`);
      expect(fs.statSync(path.join(dir, "secrets-key")).mode & 0o777).toBe(0o600);
      const stored = seal(secret, purpose, dev);
      // the same key on the next start; and still read once SECRETS_KEY is set
      vi.stubEnv("PLATFORM_DATA_DIR", `${dir}/`);
      expect(unseal(stored, purpose, secretsKeyring())).toBe(secret);
      const configured = withKeys(keyA);
      expect(configured.development).toBeUndefined();
      expect(unseal(stored, purpose, configured)).toBe(secret);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    vi.stubEnv("SECRETS_KEY", "");
    vi.stubEnv("DATABASE_URL", "memory://");
    expect(secretsKeyring().development).toContain("development key made for this in-memory database");
  });
});
