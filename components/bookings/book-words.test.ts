import { describe, expect, it } from "vitest";
import type { AvailabilitySlot } from "@frontdesk/lib/contract/bookings";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import type { Words } from "@/components/ui/catalogue";
import * as said from "./book-words";

// in English, as the screen shows them (the words come from messages/en.json)
const t = createTranslator({ locale: "en", messages: en, namespace: "Bookings" }) as unknown as Words;
const lateWarning = (...a: Tail<Parameters<typeof said.lateWarning>>) => said.lateWarning(t, ...a);
const whyNotBookable = (...a: Tail<Parameters<typeof said.whyNotBookable>>) => said.whyNotBookable(t, ...a);
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

const now = Date.parse("2026-03-02T10:00:00Z");
const slot = (over: Partial<AvailabilitySlot> = {}): AvailabilitySlot => ({
  bookingId: 7,
  activityId: "SPIN",
  activityName: "Spin",
  kind: "class",
  startDateTime: "2026-03-02T18:00:00.000Z",
  endDateTime: "2026-03-02T19:00:00.000Z",
  capacity: 10,
  booked: 3,
  spacesLeft: 7,
  waiting: 0,
  alertListsEnabled: true,
  slotReferences: { inCentre: "", virtual: "" },
  ...over,
});
const free = { restricted: new Set<string>(), suspensions: [], holds: new Set<number>() };

describe("why a session cannot be booked, in words", () => {
  it("says nothing for a session the member can take, and the first reason otherwise", () => {
    expect(whyNotBookable(slot(), free, "LEEDS", now)).toBeUndefined();
    expect(whyNotBookable(slot({ startDateTime: "2026-03-02T09:30:00.000Z" }), free, "LEEDS", now)).toBe(
      "It has started.",
    );
    expect(
      whyNotBookable(
        slot(),
        {
          ...free,
          statusRefusal:
            "Member 9's status EXPIRED treats members as expired: booking refused. Renew their membership first",
        },
        "LEEDS",
        now,
      ),
    ).toMatch(/Renew their membership first\.$/);
    expect(whyNotBookable(slot(), { ...free, holds: new Set([7]) }, "LEEDS", now)).toBe(
      "They already have a place on it.",
    );
    expect(whyNotBookable(slot(), { ...free, restricted: new Set(["SPIN"]) }, "LEEDS", now)).toMatch(
      /^Spin is for members holding certain subscriptions/,
    );
    const suspensions = [
      { siteId: "LEEDS", until: "2026-03-05T10:00:00.000Z", strikes: 3, strikeLimit: 3, strikeDays: 30 },
    ];
    expect(whyNotBookable(slot(), { ...free, suspensions }, "LEEDS", now)).toMatch(/^Booking here is suspended until/);
    expect(whyNotBookable(slot(), { ...free, suspensions }, "HARROGATE", now)).toBeUndefined();
    expect(whyNotBookable(slot({ spacesLeft: 0 }), free, "LEEDS", now)).toBe(
      "It is full: add them to the waiting list instead.",
    );
  });

  it("warns of a late cancellation only inside the window", () => {
    expect(lateWarning("2026-03-02T18:00:00.000Z", 12 * 60, now)).toMatch(/within 12 hours of the start/);
    expect(lateWarning("2026-03-03T18:00:00.000Z", 12 * 60, now)).toBeUndefined();
    expect(lateWarning("2026-03-02T18:00:00.000Z", 0, now)).toBeUndefined();
  });
});
