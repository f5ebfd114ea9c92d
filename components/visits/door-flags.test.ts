import { describe, expect, it } from "vitest";
import type { DoorCheck } from "@frontdesk/lib/contract/visits";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import { doorFlags as flagsIn, type DoorWords } from "./door-flags";

// in English, as the screen shows them (the words come from messages/en.json)
const words = createTranslator({ locale: "en", messages: en, namespace: "Door" }) as unknown as DoorWords;
const doorFlags = (c: Parameters<typeof flagsIn>[0]) => flagsIn(c, words, "en");

const check = (overrides: Partial<DoorCheck> = {}): DoorCheck => ({
  memberId: 1001,
  firstName: "Helen",
  lastName: "Marsh",
  status: {
    id: "FULL",
    description: "Full member",
    backColourHex: "#1F6FEB",
    textColourHex: "#FFFFFF",
    treatMembersAsExpired: false,
    freezeSubscriptions: false,
  },
  flags: [],
  medicalConditions: [],
  dataConsent: "held",
  detailsDue: [],
  card: { memberId: 1001, cardNumber: "700100101", issuedAt: "2024-01-05T09:00:00.000Z" },
  bookingSuspensions: [],
  erased: false,
  ...overrides,
});

describe("the door's flags", () => {
  it("says a booking suspension (an amber flag: they may still come in), with its site, end and count", () => {
    const flags = doorFlags(
      check({
        bookingSuspensions: [
          { siteId: "LEEDS", until: "2026-12-05T10:00:00Z", strikes: 3, strikeLimit: 3, strikeDays: 30 },
        ],
      }),
    );
    expect(flags).toEqual([
      {
        key: "suspended:LEEDS",
        tone: "amber",
        title: "Booking suspended",
        detail:
          "They cannot book at LEEDS until 05/12/2026, 10:00: 3 late cancellations or no-shows in 30 days. They may still come in; a manager can book them past it.",
      },
    ]);
  });

  it("says nothing for a member in good standing with a card", () => {
    expect(doorFlags(check())).toEqual([]);
  });

  it("puts entry refused and medical conditions first, in words with what to do", () => {
    const flags = doorFlags(
      check({
        status: { ...check().status!, description: "Expired", treatMembersAsExpired: true, freezeSubscriptions: true },
        medicalConditions: ["Asthma", "Epilepsy", "Diabetes"],
        dataConsent: "expired",
        detailsDue: ["contactDetails", "addresses"],
        card: null,
      }),
    );
    expect(flags.map((f) => [f.key, f.tone])).toEqual([
      ["refused", "red"],
      ["frozen", "amber"],
      ["medical", "red"],
      ["consent", "amber"],
      ["recheck", "amber"],
      ["no-card", "slate"],
    ]);
    expect(flags[0].detail).toBe(
      "Their status, Expired, treats them as expired. Renew their membership at the desk, or let them in anyway and give the reason.",
    );
    expect(flags[2].detail).toBe("Asthma, Epilepsy and Diabetes. Tell the instructor or lifeguard on duty.");
    expect(flags[3].title).toBe("Consent expired");
    expect(flags[4].detail).toMatch(/^Please check their contact details and addresses with them/);
  });

  it("an erased member is said so, and offers no card", () => {
    const flags = doorFlags(check({ erased: true, card: null, dataConsent: "none" }));
    expect(flags.map((f) => f.key)).toEqual(["erased", "consent"]);
    expect(flags[1].title).toBe("No consent recorded");
  });

  it("lists in Welsh with a or ac, as the next word starts", async () => {
    const cy = (await import("@/messages/cy.json")).default;
    const welsh = createTranslator({ locale: "cy", messages: cy, namespace: "Door" }) as unknown as DoorWords;
    const [medical] = flagsIn(check({ medicalConditions: ["Asthma", "Epilepsi", "Diabetes"] }), welsh, "cy");
    expect(medical.detail).toBe(
      "Asthma, Epilepsi a Diabetes. Dywedwch wrth yr hyfforddwr neu'r achubwr bywyd sydd ar ddyletswydd.",
    );
    const [other] = flagsIn(check({ medicalConditions: ["Diabetes", "Asthma"] }), welsh, "cy");
    expect(other.detail).toMatch(/^Diabetes ac Asthma\. /);
  });
});
