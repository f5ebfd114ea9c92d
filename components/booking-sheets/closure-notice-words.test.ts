import { describe, expect, it } from "vitest";
import type { ClosureNotice } from "@frontdesk/lib/contract/messages";
import { inEnglish } from "@frontdesk/lib/contract/said-words";
import { emailedWords as emailedKeys, noticeWords as noticeKeys } from "./closure-notices";

// the words as an English screen shows them (the functions answer catalogue keys: docs/decisions/026-words-from-lib.md)
const noticeWords = (r: ClosureNotice) => inEnglish(noticeKeys(r));
const emailedWords = (rows: ClosureNotice[]) => {
  const { call, text } = emailedKeys(rows);
  return { call, text: inEnglish(text) };
};

// The call list's "Who was emailed": every line that tells staff to call gives the number to call (or says
// none is on file), and while email is not set up at this venue a queued notice says it will not be sent.
const notice = (over: Partial<ClosureNotice>): ClosureNotice => ({
  bookingId: 7,
  memberId: 2220,
  name: "Cara Court",
  phone: "07700 900123",
  messageId: 1,
  state: "waiting",
  detail: null,
  mailConfigured: true,
  ...over,
});

describe("the call list's words for each member's notice", () => {
  it("a failed notice says to call them on their number, or that no number is on file", () => {
    const failed = { state: "failed", detail: "The mail server refused it: 550 No such mailbox." } as const;
    expect(noticeWords(notice(failed))).toBe(
      "Failed: The mail server refused it: 550 No such mailbox. Call them on 07700 900123.",
    );
    expect(noticeWords(notice({ ...failed, phone: null }))).toBe(
      "Failed: The mail server refused it: 550 No such mailbox. Call them (no phone number is on file for them).",
    );
    expect(noticeWords(notice({ state: "failed", detail: "The mail server refused it: 550 No such mailbox" }))).toBe(
      "Failed: The mail server refused it: 550 No such mailbox. Call them on 07700 900123.",
    );
    expect(noticeWords(notice({ state: "not emailed", messageId: null }))).toBe(
      "Not emailed: call them on 07700 900123.",
    );
  });

  it("while email is not set up at this venue, a queued notice will not be sent: call them", () => {
    expect(noticeWords(notice({ mailConfigured: false }))).toBe(
      "Will not be sent: email is not set up at this venue. Call them on 07700 900123.",
    );
    expect(noticeWords(notice({}))).toBe("Waiting to be sent");
    expect(noticeWords(notice({ state: "sent" }))).toBe("Sent");
    expect(
      emailedWords([notice({ mailConfigured: false }), notice({ state: "not emailed", mailConfigured: false })]),
    ).toEqual({
      call: true,
      text: "Nobody was emailed: email is not set up at this venue, so the 1 notice will not be sent. Call the members affected.",
    });
    expect(emailedWords([notice({}), notice({ state: "not emailed" })])).toEqual({
      call: false,
      text: "1 member emailed; 1 without an email address still need a call.",
    });
  });
});
