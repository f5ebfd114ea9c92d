import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getPlatform } from "@frontdesk/lib/platform";
import { medicalConditionTypes } from "@frontdesk/lib/platform/db/schema";
import { database } from "@frontdesk/lib/platform/testing";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { GET as exportData } from "@/app/api/members/[memberId]/data-export/route";
import { POST as erase } from "@/app/api/members/[memberId]/erasure/route";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { bffRequest, newStaff, type TestStaff } from "@frontdesk/lib/bff/testing";

const params = (memberId: number) => ({ params: Promise.resolve({ memberId: String(memberId) }) });
const download = async (memberId: number, as: TestStaff, format = "json") =>
  exportData(
    await bffRequest("GET", `/api/members/${memberId}/data-export?format=${format}`, { as }),
    params(memberId),
  );

/** A member with a medical condition and `count` past bookings, one a day back from yesterday. */
async function memberWithBookings(count: number) {
  const db = await database();
  const id = await createMember({ firstName: "Dana", lastName: "Export" });
  const [type] = await db.select().from(medicalConditionTypes).limit(1);
  await db.execute(
    sql`INSERT INTO member_medical_conditions (member_id, medical_condition_type_id, medical_note) VALUES (${id}, ${type.id}, 'Asthma <inhaler>')`,
  );
  await db.execute(sql`
    WITH activity AS (SELECT id, site_id FROM activities WHERE kind = 'class' ORDER BY id LIMIT 1),
    made AS (
      INSERT INTO bookings (activity_id, site_id, start_date_time, end_date_time)
      SELECT a.id, a.site_id, now() - make_interval(days => g), now() - make_interval(days => g) + interval '1 hour'
      FROM activity a, generate_series(1, ${count}) g
      RETURNING id, start_date_time)
    INSERT INTO booking_members (booking_id, member_id, start_date_time, paid) SELECT id, ${id}, start_date_time, true FROM made`);
  return id;
}

describe("a member's data export and erasure (BFF, embedded platform)", () => {
  beforeAll(async () => {
    await getPlatform().database;
  });

  it("streams every booking of a 10,000-booking member in one JSON download, with the rest of the record, and audits it", async () => {
    const memberId = await memberWithBookings(10_000);
    const manager = await newStaff("manager", "export");
    const response = await download(memberId, manager);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`attachment; filename="member-${memberId}-data-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    );
    expect(response.body).toBeInstanceOf(ReadableStream);
    const data = await response.json();
    expect(data.member).toMatchObject({ memberId, firstName: "Dana", lastName: "Export" });
    expect(data.exportedBy).toEqual({ staffId: manager.id, name: manager.name });
    expect(data.medicalConditions).toEqual([expect.objectContaining({ medicalNote: "Asthma <inhaler>" })]);
    expect(data.consent.memberId).toBe(memberId);
    expect(data.paymentCard).toEqual({ recurringCard: null, savedCards: [] });
    expect(data).toHaveProperty("waitingLists", []);
    expect(data).toHaveProperty("prospectInteractions", []);
    expect(data.pastBookings).toHaveLength(10_000);
    expect(new Set(data.pastBookings.map((b: { bookingId: number }) => b.bookingId)).size).toBe(10_000);
    expect(Date.parse(data.pastBookings[0].startDateTime)).toBeGreaterThan(
      Date.parse(data.pastBookings[9_999].startDateTime),
    );
    expect((await staffAuditOf(memberId)).filter((r) => r.staffId === manager.id).map((r) => r.action)).toEqual([
      "exported personal data",
    ]);
  }, 120_000);

  it("the readable copy is one HTML document with the same data, escaped", async () => {
    const memberId = await memberWithBookings(3);
    const manager = await newStaff("manager", "export-html");
    await download(memberId, manager).then((r) => r.text()); // an earlier export shows in the audit table
    const response = await download(memberId, manager, "html");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en-GB">/); // the venue's locale (VENUE_LOCALE, default en-GB)
    expect(html).toContain("<h1>Personal data held on Dana Export</h1>");
    expect(html).toContain("Asthma &lt;inhaler&gt;");
    expect(html).toContain("exported personal data");
    expect(html.match(/<tr><td>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain("3 past bookings.");
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  it("reception may neither export nor erase; an unknown member is a 404 problem", async () => {
    const memberId = await createMember();
    expect((await download(memberId, "reception")).status).toBe(403);
    const refused = await erase(
      await bffRequest("POST", `/api/members/${memberId}/erasure`, { as: "reception" }),
      params(memberId),
    );
    expect(refused.status).toBe(403);
    const unknown = await download(999_999_999, "manager");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/problem\+json/);
  });

  it("a manager's erasure answers what was removed and kept, and is audited under the manager", async () => {
    const memberId = await memberWithBookings(2);
    const manager = await newStaff("manager", "erase");
    const response = await erase(
      await bffRequest("POST", `/api/members/${memberId}/erasure`, { as: manager }),
      params(memberId),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ memberId, removed: { medicalConditions: 1 }, kept: { bookings: 2 } });
    expect((await staffAuditOf(memberId)).filter((r) => r.staffId === manager.id).map((r) => r.action)).toEqual([
      "erased personal data",
    ]);
    const after = await (await download(memberId, manager)).json();
    expect(after.member).toMatchObject({ firstName: "Erased", lastName: "member", email: null });
    expect(after.medicalConditions).toEqual([]);
    expect(after.pastBookings).toHaveLength(2);
  });
});
