import { describe, expect, it } from "vitest";
import type { BookingRestrictionResult } from "@frontdesk/lib/contract/bookings";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import type { Words } from "@/components/ui/catalogue";
import * as said from "./restriction-words";

// in English, as the screen shows them (the words come from messages/en.json)
const t = createTranslator({ locale: "en", messages: en, namespace: "Bookings" }) as unknown as Words;
const explainRestrictions = (...a: Tail<Parameters<typeof said.explainRestrictions>>) =>
  said.explainRestrictions(t, ...a);
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

const result = (able: boolean, restricted: boolean, entries: boolean[]): BookingRestrictionResult => ({
  memberAbleToProceed: able,
  activityId: "X",
  isActivityRestricted: restricted,
  restrictions: entries.map((e, i) => ({
    type: i === 0 && entries.length === 2 ? "Non member does not have any status" : "Membership Restriction",
    memberAbleToProceed: e,
  })),
});

describe("explainRestrictions", () => {
  it("no restriction: both may book", () => {
    const words = explainRestrictions(
      { member: result(true, false, [true]), nonMember: result(true, false, [true, true]) },
      "Helen Marsh",
      "Yoga",
    );
    expect(words.member).toEqual({
      ok: true,
      headline: "Helen Marsh may book Yoga.",
      reason: "No booking restriction is set for this activity.",
    });
    expect(words.nonMember).toEqual({
      ok: true,
      headline: "Someone who is not a member may book Yoga.",
      reason: "No membership restriction applies.",
    });
  });

  it("a restriction naming no subscription types stops nobody", () => {
    const words = explainRestrictions(
      { member: result(true, true, [true]), nonMember: result(true, false, [true, true]) },
      "Helen Marsh",
      "Body Pump",
    );
    expect(words.member.reason).toBe("A restriction is set, but it names no subscription types, so it stops nobody.");
    expect(words.nonMember.reason).toBe("The restriction names no subscription types, so anyone may book.");
  });

  it("a restriction naming types: the member's current subscription decides, a non-member is refused", () => {
    const holds = explainRestrictions(
      { member: result(true, true, [true]), nonMember: result(false, true, [true, false]) },
      "Helen Marsh",
      "Aqua Fit",
    );
    expect(holds.member.reason).toBe(
      "It is restricted to certain subscriptions, and Helen Marsh holds a current one of them.",
    );
    expect(holds.nonMember).toMatchObject({
      ok: false,
      headline: "Someone who is not a member may not book Aqua Fit.",
    });
    const lacks = explainRestrictions(
      { member: result(false, true, [false]), nonMember: result(false, true, [true, false]) },
      "Ewan Fraser",
      "Aqua Fit",
    );
    expect(lacks.member).toMatchObject({ ok: false, headline: "Ewan Fraser may not book Aqua Fit." });
  });
});
