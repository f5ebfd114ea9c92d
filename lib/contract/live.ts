import type { Permission } from "./roles";

/**
 * What a desk's screen can hear change live (GET /api/live): a topic names what changed, never who or what it now
 * says, so an event carries no personal data and the screen reads the record again through its own route.
 */
export const liveTopics = {
  /** a visit recorded or undone at this site */
  siteVisits: (siteId: string) => `visits:site:${encodeURIComponent(siteId)}`,
  /** a visit of this member recorded, undone or left (the overview's last visits; not the door's check of them) */
  memberVisits: (memberId: number) => `visits:member:${memberId}`,
  /** a place booked, cancelled, marked or offered on this session */
  sessionPlaces: (sessionId: number) => `bookings:session:${sessionId}`,
  /** a resource slot (a court, a lane) of this site starting on this day (yyyy-MM-dd, the site's) booked or cancelled */
  resourceSlots: (siteId: string, date: string) => `bookings:slots:${encodeURIComponent(siteId)}:${date}`,
  /**
   * a place booked, cancelled or promoted on an activity session of this site starting on this day (yyyy-MM-dd: the
   * day the sessions' read names, GET /api/bookings/availability; see sessionDay)
   */
  siteSessions: (siteId: string, date: string) => `bookings:sessions:${encodeURIComponent(siteId)}:${date}`,
  /** any of this member's places changed */
  memberPlaces: (memberId: number) => `bookings:member:${memberId}`,
  /** the member's record changed: status, language, a card (what the door's check shows; a visit does not change it) */
  member: (memberId: number) => `members:member:${memberId}`,
  /** a site's settings changed (its booking rules, its door's leaving setting) */
  site: (siteId: string) => `sites:site:${encodeURIComponent(siteId)}`,
} as const;

/**
 * The day a session starting at `startDateTime` is listed on by the sessions' read (its `date` is a UTC day, as the
 * platform declares it): the day of its writers' `siteSessions` topic, the same the session picker asks for.
 */
export function sessionDay(startDateTime: string) {
  const at = new Date(startDateTime);
  // a start that is no time at all tells a topic no picker hears, never a failure after the write
  return Number.isNaN(at.getTime()) ? startDateTime.slice(0, 10) : at.toISOString().slice(0, 10);
}

/** The session of a write's answer (its site and start), as the session pickers open on its site and day hear it. */
export const sessionsTopicOf = (session: { siteId: string; startDateTime: string }) =>
  liveTopics.siteSessions(session.siteId, sessionDay(session.startDateTime));

export const liveTopicPattern =
  /^((visits|sites):site:[\w%.~-]{1,60}|visits:member:[1-9]\d{0,9}|bookings:(session|member):[1-9]\d{0,9}|bookings:(slots|sessions):[\w%.~-]{1,60}:\d{4}-\d{2}-\d{2}|members:member:[1-9]\d{0,9})$/;

/** Who may hear a topic: the permission that reads what it names. */
export const liveTopicPermission = (topic: string): Permission =>
  topic.startsWith("visits:") || topic.startsWith("sites:")
    ? "visits.record"
    : topic.startsWith("members:")
      ? "members.records"
      : "bookings.waitingLists";

/** The most topics one screen's connection hears. */
export const maxLiveTopics = 10;
