import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

const account = { username: "jsmith", email: "jane.smith@venue.example" };

describe("passwordProblem", () => {
  it.each([
    ["short1!", "Use at least 12 characters."],
    ["123456789012", "too common"],
    ["qwerty123456", "too common"],
    ["password1234!", "too common"],
    ["aaaaaaaaaaaaaaa", "too common"],
    ["abcdefghijklmn", "too common"],
    ["my-jsmith-secret-22", "must not contain your username"],
    ["jane.smith@venue.example", "must not contain your username"],
    ["jane.smith-rules-ok", "must not contain your username"],
    ["frontdesk-demo", "the demo's published password"],
    ["Frontdesk-Demo-2026", "the demo's published password"],
  ])("refuses %s", (password, message) => expect(passwordProblem(password, account)).toContain(message));

  it("accepts a long, uncommon password", () => {
    expect(passwordProblem("correct horse battery staple", account)).toBeUndefined();
    expect(passwordProblem("Tide-Lantern-Quartz-58", account)).toBeUndefined();
  });
});
