import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import cy from "@/messages/cy.json";
import type { Words } from "@/components/ui/catalogue";
import { relativeNextAction as said } from "./next-action";

// in English, as the screen shows them (the words come from messages/en.json)
const t = createTranslator({ locale: "en", messages: en, namespace: "Prospects" }) as unknown as Words;
const relativeNextAction = (iso: string | null, now: number, completed = false) => said(t, iso, now, completed);

const now = Date.parse("2026-11-22T12:00:00Z");
const at = (ms: number) => new Date(now + ms).toISOString();
const min = 60_000;
const hour = 60 * min;
const day = 24 * hour;

describe("relativeNextAction", () => {
  it("says how far ahead a future action is", () => {
    expect(relativeNextAction(at(2 * hour), now)).toBe("in 2 h");
    expect(relativeNextAction(at(15 * min), now)).toBe("in 15 min");
    expect(relativeNextAction(at(3 * day), now)).toBe("in 3 days");
    expect(relativeNextAction(at(1 * day), now)).toBe("in 1 day");
  });
  it("says how overdue a past action is", () => {
    expect(relativeNextAction(at(-3 * day), now)).toBe("3 days overdue");
    expect(relativeNextAction(at(-45 * min), now)).toBe("45 min overdue");
    expect(relativeNextAction(at(-30 * day), now)).toBe("4 weeks overdue");
  });
  it("says how long ago a completed action was, and handles no date", () => {
    expect(relativeNextAction(at(-2 * day), now, true)).toBe("2 days ago");
    expect(relativeNextAction(null, now)).toBe("No date set");
    expect(relativeNextAction(at(10_000), now)).toBe("now");
  });
});

describe("relativeNextAction in Welsh", () => {
  const welsh = createTranslator({ locale: "cy", messages: cy, namespace: "Prospects" }) as unknown as Words;
  it("counts in Welsh's plural forms", () => {
    expect(said(welsh, at(2 * day), now)).toBe("mewn 2 ddiwrnod");
    expect(said(welsh, at(-3 * day), now)).toBe("3 diwrnod yn hwyr");
    expect(said(welsh, at(2 * hour), now)).toBe("mewn 2 awr");
  });
});
