import type { Permission } from "./roles";

/**
 * What a desk's screen can hear change live (GET /api/live): a topic names what changed, never who or what it now
 * says, so an event carries no personal data and the screen reads the record again through its own route.
 */
export const liveTopics = {
  /** a visit recorded or undone at this site */
  siteVisits: (siteId: string) => `visits:site:${encodeURIComponent(siteId)}`,
  /** a place booked, cancelled, marked or offered on this session */
  sessionPlaces: (sessionId: number) => `bookings:session:${sessionId}`,
  /** a resource slot (a court, a lane) of this site starting on this day (yyyy-MM-dd, the site's) booked or cancelled */
  resourceSlots: (siteId: string, date: string) => `bookings:slots:${encodeURIComponent(siteId)}:${date}`,
  /** any of this member's places changed */
  memberPlaces: (memberId: number) => `bookings:member:${memberId}`,
  /** the member's record changed: status, language, a card (what the door's check shows; a visit does not change it) */
  member: (memberId: number) => `members:member:${memberId}`,
  /** a site's settings changed (its booking rules, its door's leaving setting) */
  site: (siteId: string) => `sites:site:${encodeURIComponent(siteId)}`,
} as const;

export const liveTopicPattern =
  /^((visits|sites):site:[\w%.~-]{1,60}|bookings:(session|member):[1-9]\d{0,9}|bookings:slots:[\w%.~-]{1,60}:\d{4}-\d{2}-\d{2}|members:member:[1-9]\d{0,9})$/;

/** Who may hear a topic: the permission that reads what it names. */
export const liveTopicPermission = (topic: string): Permission =>
  topic.startsWith("visits:") || topic.startsWith("sites:")
    ? "visits.record"
    : topic.startsWith("members:")
      ? "members.records"
      : "bookings.waitingLists";

/** The most topics one screen's connection hears. */
export const maxLiveTopics = 10;
