import { describe, expect, it } from "vitest";
import compile from "icu-minify/compile";
import format from "icu-minify/format";
import cy from "@/messages/cy.json";
import { productPhrase, recurrencePhrase, ruleSentence, welshRuleSentence } from "./rule-sentence";
import { emptyDraft, fromSchedule, rollForward, toRequest } from "./schedule-draft";

describe("rule sentence", () => {
  it("says the brief's example", () => {
    const draft = {
      ...emptyDraft("2027-01-01", "MAINT"),
      frequency: "Monthly" as const,
      monthlyType: "ByDay" as const,
      recursOn: 2,
      days: ["Tuesday" as const],
      startTime: "18:00",
      endTime: "20:00",
      untilDate: "2027-06-30",
    };
    expect(ruleSentence(draft, ["Badminton court 1", "Badminton court 2", "Badminton court 3"], "2027-01-01")).toBe(
      "Every 2nd Tuesday of the month, 18:00-20:00, badminton courts 1-3, until 30 June",
    );
  });

  it("phrases each frequency", () => {
    const base = emptyDraft("2027-03-15");
    expect(recurrencePhrase({ ...base, frequency: "Daily", days: [] })).toBe("Every day");
    expect(recurrencePhrase({ ...base, frequency: "Daily", days: ["Friday", "Monday"] })).toBe(
      "Every Monday and Friday",
    );
    expect(
      recurrencePhrase({ ...base, frequency: "Weekly", recursEvery: 2, days: ["Wednesday", "Monday", "Friday"] }),
    ).toBe("Every 2 weeks on Monday, Wednesday and Friday");
    expect(recurrencePhrase({ ...base, frequency: "Monthly", monthlyType: "ByDate", recursEvery: 1 })).toBe(
      "On the 15th of every month",
    );
    expect(
      recurrencePhrase({
        ...base,
        frequency: "Monthly",
        monthlyType: "ByDay",
        recursOn: 1,
        recursEvery: 3,
        days: ["Saturday"],
      }),
    ).toBe("Every 1st Saturday of every 3 months");
  });

  it("names products compactly", () => {
    expect(productPhrase(["5-a-side pitch 1", "5-a-side pitch 2"])).toBe("5-a-side pitches 1, 2");
    expect(productPhrase(["Badminton court 1", "Badminton court 2", "Badminton court 4"])).toBe(
      "badminton courts 1, 2, 4",
    );
    expect(productPhrase(["Padel court 1", "Tennis court 1"])).toBe("padel court 1 and tennis court 1");
  });

  it("adds the first date when it is later than today, the year when it differs, and the exclusions", () => {
    const draft = {
      ...emptyDraft("2027-02-01", "MAINT"),
      frequency: "Weekly" as const,
      days: ["Monday" as const],
      untilDate: "2028-01-31",
      exclusionDates: ["2027-12-27"],
    };
    expect(ruleSentence(draft, ["Badminton court 3"], "2027-01-10")).toBe(
      "Every week on Monday, 07:00-08:00, badminton court 3, from 1 February 2027 until 31 January 2028, except 27 December",
    );
  });

  it("gives the first date its year when the last date's year differs, so the range never reads backwards", () => {
    const draft = { ...emptyDraft("2026-12-10", "MAINT"), frequency: "Daily" as const, untilDate: "2027-12-02" };
    expect(ruleSentence(draft, ["Badminton court 1"], "2026-11-27")).toBe(
      "Every day, 07:00-08:00, badminton court 1, from 10 December 2026 until 2 December 2027",
    );
  });

  it("makes a new block a one-off: one date, sent as Daily on that date, read back as one-off", () => {
    const draft = {
      ...emptyDraft("2027-03-17", "MAINT"),
      productIds: ["COURT1"],
      startTime: "18:30",
      endTime: "19:30",
    };
    expect(ruleSentence(draft, ["Badminton court 1"], "2027-03-01")).toBe(
      "Once on Wednesday 17 March, 18:30-19:30, badminton court 1",
    );
    const request = toRequest(draft, "LEEDS");
    expect(request).toMatchObject({
      frequency: "Daily",
      days: [],
      times: [{ timeBandId: "MAINT", dateTimeFrom: "2027-03-17T18:30:00", dateTimeTo: "2027-03-17T19:30:00" }],
    });
    expect(request).not.toHaveProperty("recursEvery");
    const stored = {
      scheduleId: "x",
      siteId: "LEEDS",
      productIds: ["COURT1"],
      days: [],
      times: request.times,
      notes: null,
      frequency: "Daily" as const,
      recursEvery: 1,
      recurranceType: null,
      recursOn: null,
      exclusionDates: [],
      additionalDates: [],
      createdOn: "",
      modifiedOn: "",
      exceptions: [],
    };
    expect(fromSchedule(stored).draft.frequency).toBe("Once");
  });
});

describe("rollForward", () => {
  const weekly = {
    ...emptyDraft("2027-01-04", "MAINT"),
    frequency: "Weekly" as const,
    recursEvery: 2,
    days: ["Monday" as const],
    untilDate: "2027-06-30",
  };
  it("keeps a future start and moves a past one to its next repetition, keeping the rhythm", () => {
    expect(rollForward(weekly, "2027-01-01")).toBe(weekly);
    expect(rollForward(weekly, "2027-01-20")?.startDate).toBe("2027-02-01");
    expect(rollForward({ ...weekly, frequency: "Daily" }, "2027-01-20")?.startDate).toBe("2027-01-21");
    expect(rollForward({ ...weekly, frequency: "Monthly", recursEvery: 1 }, "2027-03-10")?.startDate).toBe(
      "2027-04-04",
    );
  });
  it("gives nothing when the schedule is over or a one-off has passed", () => {
    expect(rollForward(weekly, "2027-07-01")).toBeUndefined();
    expect(rollForward({ ...weekly, frequency: "Once" }, "2027-01-04")).toBeUndefined();
  });
});

describe("yearly closures", () => {
  it("are the spec's monthly recurrence by date every 12 months, and read back as yearly", () => {
    const draft = {
      ...emptyDraft("2026-12-25", "MAINT"),
      productIds: ["COURT1"],
      frequency: "Yearly" as const,
      untilDate: "2031-12-25",
      startTime: "06:00",
      endTime: "23:00",
    };
    const request = toRequest(draft, "LEEDS");
    expect(request).toMatchObject({
      frequency: "Monthly",
      recursEvery: 12,
      recurranceType: "ByDate",
      days: [],
    });
    expect(request.recursOn).toBeUndefined();
    expect(ruleSentence(draft, ["Badminton court 1"], "2026-11-25")).toBe(
      "Every year on 25 December, 06:00-23:00, badminton court 1, from 25 December 2026 until 25 December 2031",
    );
    const stored = {
      ...request,
      scheduleId: "x",
      days: [],
      notes: null,
      recurranceType: "ByDate" as const,
      recursEvery: 12,
      recursOn: null,
      frequency: "Monthly" as const,
      exclusionDates: [],
      additionalDates: [],
      createdOn: "",
      modifiedOn: "",
      exceptions: [],
    };
    expect(fromSchedule(stored).draft.frequency).toBe("Yearly");
    expect(rollForward({ ...draft, startDate: "2025-12-25" }, "2026-11-25")?.startDate).toBe("2026-12-25");
  });
});

describe("the rule sentence in Welsh", () => {
  // the Welsh catalogue as the browser formats it (precompiled, icu-minify)
  const tree = (cy as unknown as Record<string, Record<string, unknown>>).BookingSheets;
  const t = (key: string, values?: Record<string, string | number>) => {
    const message = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    return String(format(compile(message as string), "cy", values, { formatters }));
  };
  const formatters = {
    getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a),
    getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
    getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
  };

  it("mutates after ar and ail, says ac before a vowel, and takes Welsh's plurals", () => {
    const base = {
      ...emptyDraft("2027-03-15", "MAINT"),
      startTime: "18:00",
      endTime: "20:00",
      untilDate: "2027-06-30",
    };
    const weekly = {
      ...base,
      frequency: "Weekly" as const,
      recursEvery: 1,
      days: ["Wednesday" as const, "Monday" as const],
    };
    expect(welshRuleSentence(weekly, ["Cwrt 1", "Ardal 2"], "2027-03-15", t)).toMatch(
      /^Bob wythnos ar ddydd Llun a dydd Mercher, 18:00-20:00, Cwrt 1 ac Ardal 2, tan /,
    );
    const monthly = {
      ...base,
      frequency: "Monthly" as const,
      monthlyType: "ByDay" as const,
      recursOn: 2,
      days: ["Tuesday" as const],
    };
    expect(welshRuleSentence(monthly, ["Cwrt 1"], "2027-03-15", t)).toMatch(/^Yr ail ddydd Mawrth o bob mis, /);
    expect(welshRuleSentence({ ...monthly, recursOn: 1, recursEvery: 3 }, ["Cwrt 1"], "2027-03-15", t)).toMatch(
      /^Y dydd Mawrth cyntaf bob 3 mis, /,
    );
    expect(welshRuleSentence({ ...base, frequency: "Daily", days: [] }, [], "2027-03-15", t)).toMatch(
      /^Bob dydd, 18:00-20:00, dim cynhyrchion, tan /,
    );
  });
});
