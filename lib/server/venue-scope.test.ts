import { afterEach, describe, expect, it } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { configureVenue, defaultVenueSettings, formatCalendarDay, venueSettings } from "@frontdesk/lib/venue/format";
import { inVenueScope } from "./venue-scope";
import { screenVenueSettings } from "./venue-settings";

afterEach(() => configureVenue(defaultVenueSettings));

const saturday = "2026-11-28";

/**
 * One page's render as the server does it: the providers set the screen's settings, the render waits on its data (as a
 * page's first reads do, or a part streamed later), then formats its dates.
 */
async function renderPage(language: "cy" | "en", waits: number[]) {
  configureVenue(screenVenueSettings(language));
  const written: string[] = [];
  for (const ms of waits) {
    await sleep(ms);
    written.push(formatCalendarDay(saturday));
  }
  return written;
}

describe("a request's venue settings", () => {
  it("stay its own while a page in the other language renders at the same time in the process", async () => {
    // Welsh starts, English starts (and configures) while Welsh waits on its data, and so on in turn.
    const [welsh, english] = await Promise.all([
      inVenueScope(() => renderPage("cy", [20, 20, 20])),
      inVenueScope(() => sleep(10).then(() => renderPage("en", [20, 20, 20]))),
    ]);
    expect(welsh).toEqual(["Sad, 28/11/2026", "Sad, 28/11/2026", "Sad, 28/11/2026"]);
    expect(english).toEqual(["Sat, 28/11/2026", "Sat, 28/11/2026", "Sat, 28/11/2026"]);
  });

  it("leave the process's settings alone, which hold outside a request (the browser's page, tests, the CLI)", async () => {
    configureVenue({ locale: "en-US", timeZone: "America/New_York" });
    await inVenueScope(async () => {
      expect(venueSettings()).toEqual({ locale: "en-US", timeZone: "America/New_York" }); // none set yet: the process's
      configureVenue(screenVenueSettings("cy"));
      await sleep(1);
      expect(venueSettings().names).toBeDefined();
    });
    expect(venueSettings()).toEqual({ locale: "en-US", timeZone: "America/New_York" });
    expect(formatCalendarDay(saturday)).toBe("Sat, 11/28/2026");
  });
});
