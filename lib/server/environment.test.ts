import { describe, expect, it } from "vitest";
import { missingSharedSecrets } from "./environment";

describe("shared secrets on PostgreSQL", () => {
  it("asks for PLATFORM_SIGNING_KEY and NEXTAUTH_SECRET when DATABASE_URL is PostgreSQL", () => {
    expect(missingSharedSecrets({ DATABASE_URL: "postgres://db/frontdesk" })).toMatch(
      /^PLATFORM_SIGNING_KEY and NEXTAUTH_SECRET must be set when DATABASE_URL is PostgreSQL/,
    );
    expect(missingSharedSecrets({ DATABASE_URL: "postgresql://db/frontdesk", PLATFORM_SIGNING_KEY: "k" })).toMatch(
      /^NEXTAUTH_SECRET must be set/,
    );
    expect(
      missingSharedSecrets({
        DATABASE_URL: "postgres://db/frontdesk",
        PLATFORM_SIGNING_KEY: "k",
        NEXTAUTH_SECRET: "s",
      }),
    ).toBeUndefined();
  });

  it("needs nothing for PGlite (one process per data directory)", () => {
    expect(missingSharedSecrets({})).toBeUndefined();
    expect(missingSharedSecrets({ DATABASE_URL: "memory://" })).toBeUndefined();
  });
});
