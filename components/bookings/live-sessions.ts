"use client";

import { readKey } from "@frontdesk/lib/api/read";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { useLiveQueries } from "@/components/live/use-live";

/**
 * Keeps a site's day of sessions current while the session picker shows it: a place booked, cancelled or promoted on
 * one of them at any desk (or taken from an offer's link) reads the day again, so its free places are the ones left
 * (one connection, GET /api/live). Nothing is heard of sessions until a site and a whole day are chosen. With the
 * member the picker books, their own places booked or cancelled at another desk read what it says of them again
 * (the places they hold, their suspensions). Answers the connection's state.
 */
export const useLiveSessions = (siteId: string, date: string, memberId?: number) =>
  useLiveQueries({
    ...(siteId === "" || !/^\d{4}-\d{2}-\d{2}$/.test(date)
      ? {}
      : {
          [liveTopics.siteSessions(siteId, date)]: [readKey("bookings", "availability", { query: { siteId, date } })],
        }),
    ...(memberId === undefined
      ? {}
      : {
          [liveTopics.memberPlaces(memberId)]: [
            readKey("members", "upcomingBookings", { params: { memberId } }),
            readKey("bookings", "memberHistory", { params: { memberId } }),
          ],
        }),
  });
