import { describe, expect, it } from "vitest";
import { liveTopicPattern, liveTopicPermission, liveTopics, sessionDay, sessionsTopicOf } from "./live";

// What a desk may ask to hear is strict (a topic is a stream's filter, and a screen opens one connection for them)
describe("live topics", () => {
  it("a session's site and day topic is the UTC day its start is listed on by the sessions' read", () => {
    expect(sessionDay("2030-01-02T23:30:00.000Z")).toBe("2030-01-02");
    // an answer with an offset (a venue platform upstream): the same instant's UTC day
    expect(sessionDay("2030-01-02T23:30:00-02:00")).toBe("2030-01-03");
    expect(sessionsTopicOf({ siteId: "ST ALBANS", startDateTime: "2030-01-02T09:00:00Z" })).toBe(
      "bookings:sessions:ST%20ALBANS:2030-01-02",
    );
    // a start that is no time: a topic nobody can ask for, never a failure after the write
    expect(liveTopicPattern.test(sessionsTopicOf({ siteId: "LEEDS", startDateTime: "soon" }))).toBe(false);
  });

  it("accepts the topics the screens ask for, and nothing looser", () => {
    for (const topic of [
      liveTopics.siteSessions("LEEDS", "2030-01-02"),
      liveTopics.siteSessions("ST ALBANS", "2030-01-02"),
      liveTopics.memberVisits(1001),
      liveTopics.resourceSlots("LEEDS", "2030-01-02"),
    ])
      expect(liveTopicPattern.test(topic), topic).toBe(true);
    for (const topic of [
      "bookings:sessions:LEEDS:2030-01",
      "bookings:sessions::2030-01-02",
      "bookings:sessions:LEEDS:2030-01-02:x",
      "bookings:sessions:LEEDS",
      "visits:member:0",
      "visits:member:LEEDS",
      "visits:member:1001:x",
    ])
      expect(liveTopicPattern.test(topic), topic).toBe(false);
  });

  it("a member's visits are heard by who records visits, a site's sessions by who keeps waiting lists", () => {
    expect(liveTopicPermission(liveTopics.memberVisits(1001))).toBe("visits.record");
    expect(liveTopicPermission(liveTopics.siteSessions("LEEDS", "2030-01-02"))).toBe("bookings.waitingLists");
  });
});
