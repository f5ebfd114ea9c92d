// @vitest-environment happy-dom
import { createElement } from "react";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import { inEnglish } from "@frontdesk/lib/contract/said-words";
import type { Words } from "@/components/ui/catalogue";
import { queryClientWrapper } from "@/components/testing/hooks";
import { OfferEmailState, offerEmailWords as wordsOf } from "./waiting-list-offers";

// in English, as the screen shows them (the words come from messages/en.json)
const english = createTranslator({ locale: "en", messages: en, namespace: "Bookings" }) as unknown as Words;
// as the page's t (components/ui/catalogue.tsx): a value that is a catalogue key is said first
const t = ((key: string, values?: Record<string, string | number>) =>
  english(
    key,
    values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === "string" ? inEnglish(v) : v])),
  )) as Words;
const offerEmailWords = (...a: Parameters<typeof wordsOf> extends [unknown, ...infer R] ? R : never) =>
  wordsOf(t, ...a);

// An open offer the member was not emailed (no address, a template that cannot be filled) or whose
// email failed is for the desk to phone, and the offers list says so in words.
const shown = (email?: Parameters<typeof OfferEmailState>[0]["email"], mailConfigured = true) =>
  render(createElement(OfferEmailState, { email, mailConfigured }), { wrapper: queryClientWrapper().wrapper }).container
    .textContent;

afterEach(cleanup);

describe("an open offer's email, as the desk reads it", () => {
  it("says to phone a member who was not emailed, or whose email failed, and otherwise the email's state", () => {
    expect(shown(undefined)).toBe("Not emailed: phone them to offer the place.");
    expect(shown({ state: "failed", detail: "The mail server refused it: 550 No such mailbox" })).toBe(
      "The email failed (The mail server refused it: 550 No such mailbox): phone them to offer the place.",
    );
    expect(shown({ state: "sent", detail: null })).toBe("Email: sent.");
    expect(shown({ state: "waiting", detail: null })).not.toMatch(/phone/);
  });

  it("says the email will not go and to phone them while email is not set up at this venue", () => {
    expect(shown({ state: "waiting", detail: null }, false)).toBe(
      "Not emailed: email is not set up at this venue, so phone them to offer the place.",
    );
    expect(shown({ state: "sent", detail: null }, false)).toBe("Email: sent.");
  });

  it("the toast once a space is offered: queued, or phone them (no address, or email not set up)", () => {
    const queued = { state: "queued", detail: null } as const;
    expect(offerEmailWords(queued, true)).toEqual({
      phone: false,
      text: "an email with links to take it or let it go is queued.",
    });
    expect(offerEmailWords(queued, false)).toEqual({
      phone: true,
      text: "Not emailed: email is not set up at this venue, so phone them to offer the place.",
    });
    expect(offerEmailWords({ state: "no address", detail: "They have no email address." }, false)).toEqual({
      phone: true,
      text: "Not emailed: They have no email address.",
    });
  });
});
