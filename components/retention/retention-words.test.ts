import { describe, expect, it } from "vitest";
import type { MemberRetention } from "@frontdesk/lib/contract/retention";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import type { Words } from "@/components/ui/catalogue";
import { retentionWords as said } from "./retention-words";

// in English, as the screen shows them (the words come from messages/en.json)
const t = createTranslator({ locale: "en", messages: en, namespace: "Retention" }) as unknown as Words;
const retentionWords = (data: MemberRetention) => said(t, data);

// A member's data-rights line on retention: a member active now (the demo's member 2240, a membership
// to 2099-12-31 and recent bookings) is not "due for anonymising on 31/12/2105"; the line says the rule waits.
const line = (over: Partial<MemberRetention>): MemberRetention => ({
  hold: null,
  erased: false,
  rule: "lapsedMembers",
  dueOn: null,
  active: false,
  period: "6 years",
  lastActivityOn: null,
  ...over,
});

describe("the data-rights line on retention", () => {
  it("says the rule does not apply while the member is active, and when it would", () => {
    expect(retentionWords(line({ active: true }))).toBe(
      "Not due while they are active (a membership running or a booking to come): the rule for lapsed members applies 6 years after their last activity, once that ends.",
    );
  });

  it("gives the date, the period and the last activity it counts from", () => {
    expect(
      retentionWords(line({ dueOn: "2031-06-01T00:00:00.000Z", lastActivityOn: "2025-06-01T00:00:00.000Z" })),
    ).toBe(
      "Due for anonymising on 01/06/2031 under the rule for lapsed members: 6 years after their last activity (01/06/2025), unless they book, join or are contacted before then.",
    );
    expect(retentionWords(line({ rule: null, period: null }))).toBe("No retention rule applies (the rule is off).");
  });
});
