import { env } from "@frontdesk/lib/server/env";

/**
 * Fixed ids of the demo dataset's role records (sandbox-contract §4). The manifest is built from
 * these constants, so the CLI prints it without opening the server's database.
 */
export const memberIds = {
  guardian: 1001,
  dependant: 1002,
  unlinked: 1003,
  walletNoCard: 1004,
  noWallet: 1005,
  staffCreated: 1006,
  noHistory: 1007,
  prospect: 1008,
  cardNoReference: 1009,
  /** neither listed nor booked on the alert-list class booking */
  alertFree: [1010, 1011, 1012] as [number, number, number],
  /** already booked on the alert-list class booking */
  alertBooked: 1013,
};
/** First id of the generated (filler) members. */
export const firstBulkMemberId = 2000;
export const unknownMemberId = 99_999_999;

export const siteIds = { main: "LEEDS", rich: "HARROGATE", inactive: "OTLEY" };
/** Resource products (courts, pitches) of the main site, one retail product, and time bands. */
export const productIds = {
  courts: ["COURT1", "COURT2", "COURT3", "COURT4"],
  pitches: ["PITCH1", "PITCH2"],
  retail: "TOWEL",
  richCourts: ["PADEL1", "TENNIS1"],
};
export const timeBandIds = { restricted: "MAINT", unrestricted: "PEAK", offPeak: "OFFPEAK" };
export const statusIds = { full: "FULL", junior: "JUNIOR", prospect: "PROSPECT", expired: "EXPIRED", frozen: "FROZEN" };

export type SeedSize = "small" | "full";
export const seedSize = (): SeedSize => (env().SEED === "small" ? "small" : "full");

/** A deterministic pseudo-random sequence (mulberry32). */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

/**
 * Id ranges reserved per area so each area's seed can insert explicit ids without collisions:
 * bookings (activity sessions and members' places) below 800,000; booking-sheet resource bookings
 * 800,000-899,999; booking-discount usage bookings 900,000-999,999 (activity ids starting DISC).
 */
export const bookingIdRanges = { activitySessions: 1, resourceBookings: 800_000, discountUsage: 900_000 };
