import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { outboxMessages } from "@frontdesk/lib/app-db/schema";
import { call, database } from "@frontdesk/lib/platform/testing";
import { courtB, freshWeek, staffToken } from "@frontdesk/lib/platform/booking-sheets/test-support";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { bffRequest } from "@frontdesk/lib/bff/testing";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { communications } from "@frontdesk/lib/platform/operations";
import { editorConfig } from "@frontdesk/lib/contract/communications";
import type { MessageTemplatePicks } from "@frontdesk/lib/contract/messages";
import { GET, PUT } from "@/app/api/members/[memberId]/language/route";
import { GET as exportData } from "@/app/api/members/[memberId]/data-export/route";
import { POST as erase } from "@/app/api/members/[memberId]/erasure/route";
import { POST as closureNotices } from "@/app/api/booking-sheets/closure-notices/route";
import { GET as readPicks, PUT as pick } from "@/app/api/messages/templates/route";
import { Sender } from "@frontdesk/lib/outbox/sender";
import { startSmtpSink, type SmtpSink } from "@frontdesk/lib/outbox/smtp-sink";
import { senderCaller } from "@frontdesk/lib/outbox/templates";

// A member's language of correspondence: kept by Frontdesk, set at the desk, exported and erased with the member,
// and every message to them written from the template of their language.
const noParams = { params: Promise.resolve({}) };
const paramsOf = (memberId: number | string) => ({ params: Promise.resolve({ memberId: String(memberId) }) });
const stamp = Date.now();
let sink: SmtpSink;

const read = async (memberId: number | string, as: "reception" | "sales" = "reception") =>
  GET(await bffRequest("GET", `/api/members/${memberId}/language`, { as }), paramsOf(memberId));
const set = async (memberId: number | string, body: unknown, as: "reception" | "sales" = "reception") =>
  PUT(await bffRequest("PUT", `/api/members/${memberId}/language`, { as, body }), paramsOf(memberId));

beforeAll(async () => {
  await database();
  await appDatabase();
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe("a member's language of correspondence", () => {
  it("is the venue's default until set at the desk; bad input and unknown members change nothing", async () => {
    const memberId = await createMember({ firstName: "Gwen", lastName: "Jones", email: `gwen.${stamp}@example.test` });
    expect(await (await read(memberId)).json()).toEqual({ language: "en", chosen: false, updatedAt: null });
    expect((await set(memberId, { language: "fr" })).status).toBe(400);
    expect((await set(memberId, {})).status).toBe(400);
    expect((await set(memberId, { language: "cy" }, "sales")).status).toBe(403);
    expect((await set(99_999_999, { language: "cy" })).status).toBe(404);
    expect((await read(99_999_999)).status).toBe(404);
    expect((await read(memberId)).status).toBe(200);
    expect(await (await read(memberId)).json()).toMatchObject({ language: "en", chosen: false });

    const saved = await set(memberId, { language: "cy" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ language: "cy", chosen: true });
    expect(await (await read(memberId, "sales")).json()).toMatchObject({ language: "cy", chosen: true });
  });

  it("is in the member's data export, and goes with their erasure", async () => {
    const memberId = await createMember({ firstName: "Elin", lastName: "Pugh", email: `elin.${stamp}@example.test` });
    await set(memberId, { language: "cy" });
    const exported = await exportData(
      await bffRequest("GET", `/api/members/${memberId}/data-export`, { as: "manager" }),
      paramsOf(memberId),
    );
    expect(exported.status).toBe(200);
    expect(JSON.parse(await exported.text()).languageOfCorrespondence).toMatchObject({ language: "cy", chosen: true });
    const erased = await erase(
      await bffRequest("POST", `/api/members/${memberId}/erasure`, { as: "manager" }),
      paramsOf(memberId),
    );
    expect(erased.status).toBe(200);
    expect(await (await read(memberId)).json()).toMatchObject({ language: "en", chosen: false });
  });

  it("closure notices go out in each member's language in the same run, from the template picked for it", async () => {
    // a Welsh closure template, picked for Welsh
    const created = await callPlatform(senderCaller, communications.createEmailTemplate, {
      body: { queryId: 3, templateTypeId: "CLOSURE", description: `Cau ${stamp}` },
    });
    const welsh = Number(created.templateId);
    await callPlatform(senderCaller, communications.saveEmailTemplate, {
      params: { templateId: welsh },
      body: {
        config: editorConfig("Mae [[SiteName]] ar gau", ["SiteName"]),
        html: "<p>Helo [[FirstName]], ni all [[ActivityName]] ar [[StartDateTime]] fynd yn ei blaen.</p>",
      },
    });
    const picks = (await (
      await readPicks(await bffRequest("GET", "/api/messages/templates", { as: "manager" }), noParams)
    ).json()) as MessageTemplatePicks;
    const version = picks.picks.find((p) => p.kind === "closure notice" && p.language === "cy")!.version;
    const picked = await pick(
      await bffRequest("PUT", "/api/messages/templates", {
        as: "manager",
        body: { kind: "closure notice", language: "cy", templateId: welsh, version },
      }),
      noParams,
    );
    expect(picked.status).toBe(200);

    const cymraeg = await createMember({ firstName: "Siân", lastName: "Owen", email: `sian.${stamp}@example.test` });
    const english = await createMember({ firstName: "Sam", lastName: "Hill", email: `sam.${stamp}@example.test` });
    await set(cymraeg, { language: "cy" });
    const date = freshWeek();
    const booked = await call("POST", "/api/booking-sheets/bookings", {
      token: await staffToken(),
      body: {
        productId: courtB,
        dateTimeFrom: `${date}T09:00:00`,
        dateTimeTo: `${date}T10:00:00`,
        memberIds: [cymraeg, english],
      },
    });
    expect(booked.status).toBe(201);
    const { bookingId } = (await booked.json()) as { bookingId: number };
    const asked = await closureNotices(
      await bffRequest("POST", "/api/booking-sheets/closure-notices", {
        as: "manager",
        body: { bookingIds: [bookingId] },
      }),
      noParams,
    );
    expect(asked.status).toBe(200);

    const db = await appDatabase();
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, bookingId));
    const of = (memberId: number) => rows.find((r) => r.memberId === memberId)!;
    expect(of(cymraeg)).toMatchObject({ language: "cy", languageFallback: false, templateId: welsh });
    expect(of(english)).toMatchObject({ language: "en", languageFallback: false });
    expect(of(english).templateId).not.toBe(welsh);

    const sender = new Sender({ smtpUrl: sink.url, from: "Venue <desk@venue.example>" });
    while ((await sender.sendDue()) > 0);
    await sender.stop();
    const mailTo = (address: string) => sink.received.find((m) => m.to && "text" in m.to && m.to.text === address);
    expect(mailTo(`sian.${stamp}@example.test`)?.text).toContain("Helo Siân, ni all");
    expect(mailTo(`sian.${stamp}@example.test`)?.subject).toBe("Mae Leeds Central ar gau");
    expect(mailTo(`sam.${stamp}@example.test`)?.text).toContain("Hello Sam,");
  });
});
