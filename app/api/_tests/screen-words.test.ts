import { describe, expect, it } from "vitest";
import { alreadyLeftMessage, leftUndoneMessage } from "@frontdesk/lib/platform/visits/visits.schema";
import { passwordProblem } from "@frontdesk/lib/auth/password-policy";
import {
  messageKindKey,
  messageKindLabel,
  messageKinds,
  messageStates,
  messageStateWords,
} from "@frontdesk/lib/domain/messages";
import {
  auditActionKey,
  auditActionLabel,
  auditActions,
  signInEventKinds,
  signInEventLabels,
} from "@frontdesk/lib/contract/staff";
import { visitWordings } from "@frontdesk/lib/contract/door-words";
import { passwordWordings } from "@frontdesk/lib/contract/password-words";
import { memberWordings } from "@frontdesk/lib/contract/member-words";
import { catalogueMessage, sayIn } from "@frontdesk/lib/contract/said-words";
import { staffWordsOf } from "@frontdesk/lib/contract/staff-words";
import { codeLockedMessage, codeRefusedMessage, passkeyRefusals } from "@frontdesk/lib/contract/factors";

/**
 * The words lib/ hands the screens as keys (docs/decisions/026-words-from-lib.md): each in both catalogues,
 * its English the English staff read before, its Welsh not the English.
 */
const both = (key: string, values?: Record<string, string | number>) => ({
  en: catalogueMessage("en", key, values),
  cy: catalogueMessage("cy", key, values),
});

describe("the screens' words from lib/, in English and Welsh", () => {
  it("names every action of the data-access audit, in today's English", () => {
    expect(auditActions.length).toBeGreaterThan(30);
    for (const action of auditActions) {
      const { en, cy } = both(auditActionKey(action));
      expect(en, action).toBe(auditActionLabel(action));
      expect(cy, action).toBeTruthy();
      expect(cy, action).not.toBe(en);
    }
  });

  it("names every kind of sign-in event, in today's English", () => {
    expect(signInEventKinds.length).toBeGreaterThan(10);
    for (const kind of signInEventKinds) {
      const key = `StaffAccounts.audit.kinds.${kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;
      const { en, cy } = both(key);
      expect(en, kind).toBe(signInEventLabels[kind]);
      expect(cy, kind).toBeTruthy();
      expect(cy, kind).not.toBe(en);
    }
  });

  it("says a message's state and kind as the messages screen did", () => {
    const english = { waiting: "Waiting to be sent", sent: "Sent", failed: "Failed" };
    for (const state of messageStates) {
      expect(sayIn("en", messageStateWords(state, true))).toBe(english[state]);
      expect(sayIn("cy", messageStateWords(state, true))).not.toBe(english[state]);
    }
    expect(sayIn("en", messageStateWords("waiting", false))).toBe(
      "Will not be sent: email is not set up at this venue",
    );
    for (const kind of messageKinds) {
      expect(sayIn("en", messageKindKey[kind])).toBe(messageKindLabel[kind]);
      expect(sayIn("cy", messageKindKey[kind])).not.toBe(messageKindLabel[kind]);
    }
  });

  it("says the platform's leaving refusals in the screen's language, the platform's English unchanged", () => {
    const messages = [alreadyLeftMessage(4321), leftUndoneMessage(4321), "Visit 4321 was already undone"];
    for (const message of messages) {
      const said = staffWordsOf(message, visitWordings).say;
      expect(said, message).not.toBe(message); // a wording matched
      expect(sayIn("en", said)).toBe(message);
      expect(sayIn("cy", said)).toContain("4321");
      expect(sayIn("cy", said)).not.toBe(message);
    }
  });

  it("says the password policy's refusals and the address checks in Welsh, English as before", () => {
    const refusals = [
      passwordProblem("short1!", { username: "jsmith", email: "jane@venue.example" }),
      passwordProblem("password1234!", { username: "jsmith", email: "jane@venue.example" }),
      passwordProblem("my-jsmith-secret-22", { username: "jsmith", email: "jane@venue.example" }),
      passwordProblem("frontdesk-demo", { username: "jsmith", email: "jane@venue.example" }),
      "Choose a password different from your current one.",
      "The two passwords are not the same.",
      "Enter a real UK postcode, for example LS1 4AP.",
    ];
    for (const message of refusals) {
      expect(message).toBeTruthy();
      const said = staffWordsOf(message!, [...passwordWordings, ...memberWordings]).say;
      expect(said, message).toMatch(/^Words\./);
      expect(sayIn("en", said)).toBe(message);
      expect(sayIn("cy", said)).not.toBe(message);
    }
  });

  it("says the second factor's refusals in Welsh", () => {
    const keys = [codeRefusedMessage, codeLockedMessage, ...Object.values(passkeyRefusals)];
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) {
      const { en, cy } = both(key);
      expect(en, key).toBeTruthy();
      expect(cy, key).toBeTruthy();
      expect(cy, key).not.toBe(en);
    }
    expect(sayIn("en", codeLockedMessage)).toMatch(/^Too many failed sign-ins\. Signing in is paused for 15 minutes/);
  });
});
