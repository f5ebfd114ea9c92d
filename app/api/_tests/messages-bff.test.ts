import { beforeAll, describe, expect, it } from "vitest";
import { getPlatform } from "@frontdesk/lib/platform";
import { appDatabase } from "@frontdesk/lib/app-db";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { bffRequest, newStaff } from "@frontdesk/lib/bff/testing";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { GET as exportData } from "@/app/api/members/[memberId]/data-export/route";
import { POST as erase } from "@/app/api/members/[memberId]/erasure/route";
import { GET as memberMessages } from "@/app/api/members/[memberId]/messages/route";
import { GET as listMessages } from "@/app/api/messages/route";
import { POST as resend } from "@/app/api/messages/[messageId]/resend/route";
import { enqueueMessages } from "@frontdesk/lib/outbox/outbox";
import { Sender } from "@frontdesk/lib/outbox/sender";
import { startSmtpSink } from "@frontdesk/lib/outbox/smtp-sink";

const memberParams = (memberId: number) => ({ params: Promise.resolve({ memberId: String(memberId) }) });
const run = Date.now();
const noParams = { params: Promise.resolve({}) };

/** A member with one sent message and one the mail server refused, both through a real SMTP server. */
async function memberWithMessages() {
  const memberId = await createMember({ firstName: "Mo", lastName: "Mail", email: `mo.${run}@example.test` });
  const db = await appDatabase();
  const rows = await db.transaction((tx) =>
    enqueueMessages(
      tx,
      ["sent", "refused"].map((what) => ({
        kind: "closure notice" as const,
        language: "en" as const,
        languageFallback: false,
        memberId,
        templateId: 7,
        recipient: what === "sent" ? `mo.${run}@example.test` : `unknown.${run}@example.test`,
        subject: `Your booking (${what})`,
        bodyHtml: `<p>Hello Mo, this one is ${what}.</p>`,
        causedBy: "manager",
        dedupeKey: `bff-test:${run}:${memberId}:${what}`,
      })),
    ),
  );
  const sink = await startSmtpSink({ refuse: (rcpt) => (rcpt.startsWith("unknown") ? 550 : undefined) });
  const sender = new Sender({ smtpUrl: sink.url, from: "Venue <desk@venue.example>" });
  while ((await sender.sendDue()) > 0);
  await sender.stop();
  await sink.close();
  return { memberId, rows };
}

describe("messages on screen, in the export, through erasure (BFF)", () => {
  beforeAll(async () => {
    await getPlatform().database;
    await appDatabase();
  });

  it("managers read every message with its state and reason, resend a failed one (audited); reception may not", async () => {
    const { memberId, rows } = await memberWithMessages();
    const manager = await newStaff("manager", "messages");
    const failed = await listMessages(await bffRequest("GET", "/api/messages?state=failed", { as: manager }), noParams);
    expect(failed.status).toBe(200);
    const body = await failed.json();
    expect(body.mailConfigured).toBe(false); // no SMTP_URL in the test environment
    const mine = body.messages.find((m: { id: number }) => m.id === rows[1].id);
    expect(mine).toMatchObject({
      state: "failed",
      subject: "Your booking (refused)",
      bodyText: "Hello Mo, this one is refused.",
    });
    expect(mine.lastError).toMatch(/^The mail server refused it: 550/);
    expect((await listMessages(await bffRequest("GET", "/api/messages", { as: "reception" }), noParams)).status).toBe(
      403,
    );
    expect(
      (await listMessages(await bffRequest("GET", "/api/messages?state=lost", { as: manager }), noParams)).status,
    ).toBe(400);

    const resendIt = async (id: number) =>
      resend(await bffRequest("POST", `/api/messages/${id}/resend`, { as: manager }), {
        params: Promise.resolve({ messageId: String(id) }),
      });
    const again = await resendIt(rows[1].id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ state: "waiting", attempts: 0 });
    expect((await resendIt(rows[0].id)).status).toBe(409); // a sent message is not sent again
    expect((await staffAuditOf(memberId)).filter((a) => a.staffId === manager.id).map((a) => a.action)).toEqual([
      "resent a message",
    ]);
    const theirs = await memberMessages(
      await bffRequest("GET", `/api/members/${memberId}/messages`, { as: "reception" }),
      memberParams(memberId),
    );
    expect((await theirs.json()).messages.map((m: { id: number }) => m.id)).toEqual([rows[1].id, rows[0].id]);
  });

  it("the data export includes the member's messages; erasure removes their content and keeps that they were sent", async () => {
    const { memberId, rows } = await memberWithMessages();
    const manager = await newStaff("manager", "messages-erase");
    const exported = await (
      await exportData(
        await bffRequest("GET", `/api/members/${memberId}/data-export`, { as: manager }),
        memberParams(memberId),
      )
    ).json();
    expect(exported.messages).toHaveLength(2);
    expect(exported.messages.find((m: { id: number }) => m.id === rows[0].id)).toMatchObject({
      state: "sent",
      recipient: `mo.${run}@example.test`,
      subject: "Your booking (sent)",
    });
    const erased = await erase(
      await bffRequest("POST", `/api/members/${memberId}/erasure`, { as: manager }),
      memberParams(memberId),
    );
    expect(erased.status).toBe(200);
    const after = await (
      await exportData(
        await bffRequest("GET", `/api/members/${memberId}/data-export`, { as: manager }),
        memberParams(memberId),
      )
    ).json();
    expect(after.messages).toHaveLength(2);
    expect(after.messages.find((m: { id: number }) => m.id === rows[0].id)).toMatchObject({
      state: "sent",
      recipient: null,
      subject: null,
      bodyText: null,
      erased: true,
    });
  });
});
