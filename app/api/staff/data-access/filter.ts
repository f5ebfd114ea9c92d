import { BffProblem, parseInput } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import type { DataAccessFilter } from "@/lib/bff/audit";
import { dataAccessQuery } from "@/lib/contract/staff";
import { instantOfSiteDateTime } from "@/lib/venue/format";
import { venueSettingsFromEnv } from "@/lib/venue/settings";

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The data-access audit's filters from the query (the list, its pages and the CSV read them alike):
 * 400 by field in plain words. `from` and `to` are the venue's calendar days, both included, so they
 * become the instants of the venue's midnights (summer time included).
 */
export function dataAccessFilterOf(query: URLSearchParams): DataAccessFilter {
  const { from, to, ...filters } = parseInput(
    dataAccessQuery,
    Object.fromEntries([...query].filter(([, v]) => v !== "")),
  );
  if (from && to && from > to) {
    throw new BffProblem(
      problem(400, "The first day must not be after the last day.", {
        errors: { to: ["The first day must not be after the last day."] },
      }),
    );
  }
  const zone = { timeZone: venueSettingsFromEnv().timeZone };
  return {
    ...filters,
    since: from ? new Date(instantOfSiteDateTime(`${from}T00:00`, zone)) : undefined,
    until: to ? new Date(instantOfSiteDateTime(`${dayAfter(to)}T00:00`, zone)) : undefined,
  };
}
