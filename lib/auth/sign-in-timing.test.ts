import { beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "@frontdesk/lib/platform/testing";
import { addStaff, changeStaff, setPasswordWithLink } from "./staff-accounts";
import { lockedMessage, passwordCheck, verifyStaffCredentials } from "./options";
import { accountKey, addressKey, recordFailure } from "./throttle";

// The real argon2, watched: every failed sign-in must check a hash, whatever the account's state.
const verify = vi.spyOn(passwordCheck, "verify");

beforeAll(async () => {
  await database(); // migrated and seeded
});

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${serial++}`;
// unique to this file, so the hashes counted are this test's own (test files share one process)
const password = `Timing-Lantern-${Date.now().toString(36)}-58`;
const wrongPassword = () => `wrong password ${serial++}!`;

async function staffWithPassword() {
  const username = unique("timing");
  const { link } = await addStaff(
    { name: "Tim Ing", email: `${username}@venue.example`, username, role: "reception" },
    null,
  );
  await setPasswordWithLink(link.url.split("/set-password/")[1], password, null);
  return username;
}

/** An address with 9 failures: the next answer from it is held back 1 s (the per-address slowdown). */
async function slowedAddress() {
  const address = `10.6.${serial++}.7`;
  for (let i = 0; i < 9; i++) await recordFailure([addressKey(address)]);
  return address;
}

/** One failed sign-in: how long it took, whether it said "locked", and how many hashes it checked. */
async function failedSignIn(login: string, typed: string) {
  const address = await slowedAddress();
  const callsBefore = verify.mock.calls.length;
  const started = performance.now();
  const answer = await verifyStaffCredentials(login, typed, address).catch((error: Error) => error.message);
  return {
    ms: performance.now() - started,
    answer,
    hashesChecked: verify.mock.calls.slice(callsBefore).filter((call) => call[1] === typed).length,
  };
}

describe("sign-in timing", () => {
  it("every failed sign-in takes the same path, locked, unknown, deactivated or wrong password", async () => {
    const locked = await staffWithPassword();
    for (let i = 0; i < 5; i++) await recordFailure([accountKey(locked)]);
    const deactivated = await staffWithPassword();
    await changeStaff(deactivated, { active: false }, null);
    const known = await staffWithPassword();

    const attempts = {
      // the right password for a locked account is refused after the same work as a wrong one
      locked: await failedSignIn(locked, password),
      unknown: await failedSignIn(unique("nobody"), wrongPassword()),
      deactivated: await failedSignIn(deactivated, password),
      wrongPassword: await failedSignIn(known, wrongPassword()),
    };
    expect(attempts.locked.answer).toBe(lockedMessage);
    for (const name of ["unknown", "deactivated", "wrongPassword"] as const)
      expect(attempts[name].answer, name).toBeUndefined();
    for (const [name, attempt] of Object.entries(attempts)) {
      // the address's slowdown holds back every answer, a locked account's too (it used to answer in 7 ms)
      expect(attempt.ms, name).toBeGreaterThanOrEqual(990);
      expect(attempt.hashesChecked, name).toBe(1);
    }
  });
});
