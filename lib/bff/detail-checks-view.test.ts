import { describe, expect, it } from "vitest";
import { detailChecksView } from "./detail-checks-view";
import { parseEnv } from "@frontdesk/lib/server/env";

describe("details last confirmed, as the overview shows them", () => {
  it("marks what is past the venue's months and names who confirmed it", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const view = detailChecksView(
      {
        data: [
          { area: "contactDetails", lastConfirmedOn: "2024-01-01T00:00:00Z", how: "joined", confirmedBy: null },
          { area: "addresses", lastConfirmedOn: "2026-10-01T09:00:00Z", how: "checked", confirmedBy: "integrator:3" },
          { area: "medicalDetails", lastConfirmedOn: "2026-02-01T09:00:00Z", how: "changed", confirmedBy: "ann" },
        ],
      },
      [
        {
          at: new Date("2026-10-01T09:00:00.040Z"),
          staffId: "bob",
          staffName: "Bob Front",
          action: "confirmed details",
        },
      ],
      { ann: "Ann Desk" },
      6,
      now,
    );
    expect(view.areas.map((a) => [a.area, a.due, a.confirmedBy])).toEqual([
      ["contactDetails", true, null],
      ["addresses", false, "Bob Front"],
      ["medicalDetails", true, "Ann Desk"],
    ]);
  });

  it("reads the venue setting in lib/server/env: 12 months unless set, a whole number from 1 to 120", () => {
    expect(parseEnv({}).VENUE_DETAILS_CHECK_MONTHS).toBe(12);
    expect(parseEnv({ VENUE_DETAILS_CHECK_MONTHS: "6" }).VENUE_DETAILS_CHECK_MONTHS).toBe(6);
    expect(() => parseEnv({ VENUE_DETAILS_CHECK_MONTHS: "0" })).toThrow(/VENUE_DETAILS_CHECK_MONTHS/);
    expect(() => parseEnv({ VENUE_DETAILS_CHECK_MONTHS: "1.5" })).toThrow(/VENUE_DETAILS_CHECK_MONTHS/);
  });
});
