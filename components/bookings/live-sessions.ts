"use client";

import { readKey } from "@/lib/api/read";
import { liveTopics } from "@/lib/contract/live";
import { useLiveQueries } from "@/components/live/use-live";

/**
 * Keeps a site's day of sessions current while the session picker shows it: a place booked, cancelled or promoted on
 * one of them at any desk (or taken from an offer's link) reads the day again, so its free places are the ones left
 * (one connection, GET /api/live). Nothing is heard until a site and a whole day are chosen. Answers the connection's
 * state.
 */
export const useLiveSessions = (siteId: string, date: string) =>
  useLiveQueries(
    siteId === "" || !/^\d{4}-\d{2}-\d{2}$/.test(date)
      ? {}
      : { [liveTopics.siteSessions(siteId, date)]: [readKey("bookings", "availability", { query: { siteId, date } })] },
  );
