import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, database } from "@frontdesk/lib/platform/testing";
import { courtB, freshWeek, staffToken } from "@frontdesk/lib/platform/booking-sheets/test-support";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { appDatabase } from "@frontdesk/lib/app-db";
import { bffRequest } from "@frontdesk/lib/bff/testing";
import { GET, POST } from "@/app/api/booking-sheets/closure-notices/route";
import { Sender } from "@frontdesk/lib/outbox/sender";
import { startSmtpSink, type SmtpSink } from "@frontdesk/lib/outbox/smtp-sink";

const noParams = { params: Promise.resolve({}) };
let sink: SmtpSink;

beforeAll(async () => {
  await database();
  await appDatabase();
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe("closure notices from the call list", () => {
  it("emails each member with an address the notice for their own booking; the rest still need a call; asking twice sends once", async () => {
    const stamp = Date.now();
    const withEmail = await createMember({
      firstName: "Cara",
      lastName: "Court",
      email: `cara.${stamp}@example.test`,
      homeSiteId: "HARROGATE", // the court is at Leeds: the notice names the court's site, not hers
    });
    const noEmail = await createMember({ firstName: "Nick", lastName: "Nomail", email: null, homeSiteId: "LEEDS" });
    const date = freshWeek();
    const booked = await call("POST", "/api/booking-sheets/bookings", {
      token: await staffToken(),
      body: {
        productId: courtB,
        dateTimeFrom: `${date}T15:00:00`,
        dateTimeTo: `${date}T16:00:00`,
        memberIds: [withEmail, noEmail],
      },
    });
    expect(booked.status).toBe(201);
    const { bookingId } = (await booked.json()) as { bookingId: number };
    const ask = async () =>
      POST(
        await bffRequest("POST", "/api/booking-sheets/closure-notices", {
          as: "manager",
          body: { bookingIds: [bookingId] },
        }),
        noParams,
      );
    const first = await ask();
    expect(first.status).toBe(200);
    const rows = (await first.json()) as { memberId: number; state: string; mailConfigured: boolean }[];
    expect(rows).toHaveLength(2);
    // no SMTP_URL in the tests: each row says email is not set up here, so the call list tells staff to call
    expect(rows.map((r) => r.mailConfigured)).toEqual([false, false]);
    expect(rows.find((r) => r.memberId === withEmail)?.state).toBe("waiting");
    expect(rows.find((r) => r.memberId === noEmail)?.state).toBe("not emailed");
    expect((await ask()).status).toBe(200); // a second click queues nothing more

    const sender = new Sender({ smtpUrl: sink.url, from: "Venue <desk@venue.example>" });
    while ((await sender.sendDue()) > 0);
    await sender.stop();
    const mails = sink.received.filter((m) => m.to && "text" in m.to && m.to.text === `cara.${stamp}@example.test`);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Hello Cara,");
    expect(mails[0].text).not.toContain("[[");
    expect(mails[0].text).toContain("Leeds Central is closed");
    expect(mails[0].text).toContain("0113 000 0001");
    expect(mails[0].text).not.toMatch(/Harrogate|01423/);

    const after = await GET(
      await bffRequest("GET", `/api/booking-sheets/closure-notices?bookingIds=${bookingId}`, { as: "manager" }),
      noParams,
    );
    const states = (await after.json()) as { memberId: number; state: string }[];
    expect(states.find((r) => r.memberId === withEmail)?.state).toBe("sent");
    expect(states.find((r) => r.memberId === noEmail)?.state).toBe("not emailed");
    // reception may not
    expect(
      (
        await GET(
          await bffRequest("GET", `/api/booking-sheets/closure-notices?bookingIds=${bookingId}`, { as: "reception" }),
          noParams,
        )
      ).status,
    ).toBe(403);
  });
});
