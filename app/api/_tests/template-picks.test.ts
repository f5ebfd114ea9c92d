import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, like } from "drizzle-orm";
import { addDays } from "date-fns";
import { outboxMessages } from "@frontdesk/lib/app-db/schema";
import { appDatabase } from "@frontdesk/lib/app-db";
import { call, database } from "@frontdesk/lib/platform/testing";
import { courtB, freshWeek, staffToken } from "@frontdesk/lib/platform/booking-sheets/test-support";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { addPlace, newMember, newSession, setEmail } from "@frontdesk/lib/platform/bookings/arrange";
import { POST as closureNotices } from "@/app/api/booking-sheets/closure-notices/route";
import { offerNext } from "@frontdesk/lib/desk-offers/offers";
import { emailTemplates } from "@frontdesk/lib/platform/db/schema";
import { bffRequest } from "@frontdesk/lib/bff/testing";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { communications } from "@frontdesk/lib/platform/operations";
import { editorConfig } from "@frontdesk/lib/contract/communications";
import type { MessageTemplatePicks } from "@frontdesk/lib/contract/messages";
import { templateIds } from "@frontdesk/lib/platform/seed/communications";
import { GET, PUT } from "@/app/api/messages/templates/route";
import { enqueueMessages } from "@frontdesk/lib/outbox/outbox";
import { Sender } from "@frontdesk/lib/outbox/sender";
import { startSmtpSink, type SmtpSink } from "@frontdesk/lib/outbox/smtp-sink";
import { senderCaller, templateFor, templateStillThere } from "@frontdesk/lib/outbox/templates";

const noParams = { params: Promise.resolve({}) };
const run = Date.now();
let sink: SmtpSink;

const read = async (as: "manager" | "reception" = "manager") =>
  GET(await bffRequest("GET", "/api/messages/templates", { as }), noParams);
const pick = async (body: object, as: "manager" | "reception" = "manager") =>
  PUT(await bffRequest("PUT", "/api/messages/templates", { as, body }), noParams);
const closurePick = (picks: MessageTemplatePicks, language = "en") =>
  picks.picks.find((p) => p.kind === "closure notice" && p.language === language)!;
const offerPick = (picks: MessageTemplatePicks) =>
  picks.picks.find((p) => p.kind === "waiting-list offer" && p.language === "en")!;

/** A closure template (or, with type WLOFFER, an offer template) of the test's own, saved with this subject and body. */
async function closureTemplate(label: string, subject: string, html: string, templateTypeId = "CLOSURE") {
  const created = await callPlatform(senderCaller, communications.createEmailTemplate, {
    body: { queryId: 3, templateTypeId, description: `${label} ${run}` },
  });
  const id = Number(created.templateId);
  await callPlatform(senderCaller, communications.saveEmailTemplate, {
    params: { templateId: id },
    body: { config: editorConfig(subject, []), html },
  });
  return id;
}

/** Sends everything due, as an instance's sender does (the template check included). */
async function deliverAll() {
  const sender = new Sender({
    smtpUrl: sink.url,
    from: "Venue <desk@venue.example>",
    checkTemplate: templateStillThere,
  });
  while ((await sender.sendDue()) > 0);
  await sender.stop();
}

beforeAll(async () => {
  await database();
  await appDatabase();
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe("the template each kind of message uses", () => {
  it("a manager picks one that fills every placeholder; one that would not is refused, naming it; versions guard the pick", async () => {
    expect((await read("reception")).status).toBe(403);
    expect((await pick({ kind: "closure notice", templateId: 1, version: 0 }, "reception")).status).toBe(403);

    const before = (await (await read()).json()) as MessageTemplatePicks;
    // each kind in each language; in Welsh none is used until a manager picks one (the venue's default is English)
    expect(before.picks.map((p) => `${p.kind}:${p.language}`)).toEqual([
      "waiting-list offer:en",
      "waiting-list offer:cy",
      "closure notice:en",
      "closure notice:cy",
      "booking confirmation:en",
      "booking confirmation:cy",
      "cancellation confirmation:en",
      "cancellation confirmation:cy",
    ]);
    expect(before.picks.find((p) => p.kind === "booking confirmation" && p.language === "cy")).toMatchObject({
      templateId: null,
      picked: false,
    });
    const closure = closurePick(before);
    expect(closure).toMatchObject({ templateId: templateIds.closureNotice, picked: false });
    expect(closure.choices.length).toBeGreaterThan(0);
    const version = closure.version;

    const unfillable = await closureTemplate("Locker", "Closed: [[ActivityName]]", "<p>Locker [[LockerCode]]</p>");
    const refused = await pick({ kind: "closure notice", templateId: unfillable, version });
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { detail: string; errors: Record<string, string[]> };
    expect(problem.detail).toMatch(/uses \[\[LockerCode\]\], which neither the member's data nor a booking affected/);
    expect(problem.errors.templateId).toEqual([problem.detail]);
    // a template of the other kind's type is refused too
    expect((await pick({ kind: "closure notice", templateId: templateIds.waitingListOffer, version })).status).toBe(
      400,
    );
    expect(closurePick((await (await read()).json()) as MessageTemplatePicks).version).toBe(version); // nothing saved

    const good = await closureTemplate(
      "Closure, short",
      "[[SiteName]] is closed",
      "<p>Hello [[FirstName]], [[ActivityName]] on [[StartDateTime]] cannot go ahead. Call [[SitePhone]].</p>",
    );
    const saved = await pick({ kind: "closure notice", templateId: good, version });
    expect(saved.status).toBe(200);
    const after = closurePick((await saved.json()) as MessageTemplatePicks);
    expect(after).toMatchObject({ templateId: good, picked: true, version: version + 1, updatedBy: "manager" });
    expect(after.updatedAt).not.toBeNull();
    const changes = ((await (await read()).json()) as MessageTemplatePicks).changes;
    expect(changes[0]).toMatchObject({
      kind: "closure notice",
      staffId: "manager",
      templateId: good,
      version: version + 1,
    });
    expect((await templateFor("closure notice", "en"))?.templateId).toBe(good); // the renderer uses the pick
    // a Welsh pick is a pick of its own: it leaves the English one as it was
    const welsh = await closureTemplate(
      "Cau, byr",
      "Mae [[SiteName]] ar gau",
      "<p>Helo [[FirstName]], ni all [[ActivityName]] ar [[StartDateTime]] fynd yn ei blaen.</p>",
    );
    const welshVersion = closurePick((await (await read()).json()) as MessageTemplatePicks, "cy").version;
    const welshPick = await pick({ kind: "closure notice", language: "cy", templateId: welsh, version: welshVersion });
    expect(welshPick.status).toBe(200);
    expect(closurePick((await welshPick.json()) as MessageTemplatePicks, "cy")).toMatchObject({
      templateId: welsh,
      picked: true,
    });
    expect(await templateFor("closure notice", "cy")).toEqual({ templateId: welsh, language: "cy", fallback: false });
    expect((await templateFor("closure notice", "en"))?.templateId).toBe(good); // English untouched

    // a pick made on a stale page is refused, and changes nothing
    const stale = await pick({ kind: "closure notice", templateId: templateIds.closureNotice, version });
    expect(stale.status).toBe(409);
    expect((await templateFor("closure notice", "en"))?.templateId).toBe(good);

    // the picked template deleted after a message was queued: the message fails with that reason, unsent
    const db = await appDatabase();
    const [queued] = await db.transaction((tx) =>
      enqueueMessages(tx, [
        {
          kind: "closure notice",
          language: "en",
          languageFallback: false,
          memberId: 990_001,
          templateId: good,
          recipient: `gone.${run}@example.test`,
          subject: "Leeds Central is closed",
          bodyHtml: "<p>Hello Sam</p>",
          causedBy: "manager",
          dedupeKey: `picks:${run}:gone`,
        },
        {
          kind: "closure notice",
          language: "en",
          languageFallback: false,
          memberId: 990_002,
          templateId: templateIds.closureNotice,
          recipient: `unfilled.${run}@example.test`,
          subject: "Closed",
          bodyHtml: "<p>Hello [[FirstName]]</p>",
          causedBy: "manager",
          dedupeKey: `picks:${run}:unfilled`,
        },
      ]),
    );
    await (await database()).delete(emailTemplates).where(eq(emailTemplates.id, good));
    await deliverAll();
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `picks:${run}:%`));
    expect(rows).toHaveLength(2);
    const byKey = new Map(rows.map((r) => [r.dedupeKey, r]));
    expect(byKey.get(`picks:${run}:gone`)).toMatchObject({
      id: queued.id,
      state: "failed",
      lastError: `The email template (ID ${good}) was deleted after this message was queued.`,
    });
    expect(byKey.get(`picks:${run}:unfilled`)).toMatchObject({
      state: "failed",
      lastError: "The message still holds [[FirstName]], which has no value, so it was not sent.",
    });
    expect(sink.received.filter((m) => m.messageId && rows.some((r) => r.messageId === m.messageId))).toHaveLength(0);
    // with its pick gone the kind falls back to the first template of its type, and the screen says so
    expect(closurePick((await (await read()).json()) as MessageTemplatePicks)).toMatchObject({
      templateId: templateIds.closureNotice,
      picked: false,
      version: version + 1,
    });
  });

  it("the next message of each kind uses the template picked for it", async () => {
    const picks = (await (await read()).json()) as MessageTemplatePicks;
    const closureId = await closureTemplate(
      "Closure, picked",
      `Picked ${run}: [[SiteName]] is closed`,
      "<p>Hello [[FirstName]], [[ActivityName]] on [[StartDateTime]] cannot go ahead.</p>",
    );
    const offerId = await closureTemplate(
      "Offer, picked",
      `Picked ${run}: a place on [[ActivityName]]`,
      '<p>[[FirstName]], until [[HoldUntil]]: <a href="[[TakePlaceLink]]">Book my place</a> or <a href="[[LetGoLink]]">let it go</a>.</p>',
      "WLOFFER",
    );
    const closureSaved = await pick({
      kind: "closure notice",
      templateId: closureId,
      version: closurePick(picks).version,
    });
    expect(closureSaved.status, await closureSaved.clone().text()).toBe(200);
    const offerSaved = await pick({
      kind: "waiting-list offer",
      templateId: offerId,
      version: offerPick(picks).version,
    });
    expect(offerSaved.status, await offerSaved.clone().text()).toBe(200);

    // a closure notice from the call list
    const booker = await createMember({ firstName: "Pia", lastName: "Picked", email: `pia.${run}@example.test` });
    const date = freshWeek();
    const booked = await call("POST", "/api/booking-sheets/bookings", {
      token: await staffToken(),
      body: {
        productId: courtB,
        dateTimeFrom: `${date}T09:00:00`,
        dateTimeTo: `${date}T10:00:00`,
        memberIds: [booker],
      },
    });
    expect(booked.status).toBe(201);
    const { bookingId: courtBooking } = (await booked.json()) as { bookingId: number };
    const noticed = await closureNotices(
      await bffRequest("POST", "/api/booking-sheets/closure-notices", {
        as: "manager",
        body: { bookingIds: [courtBooking] },
      }),
      noParams,
    );
    expect(noticed.status).toBe(200);

    // a waiting-list offer made at the desk
    const session = await newSession(addDays(new Date(), 3), { activityId: "SPIN", capacity: 1, siteId: "LEEDS" });
    const waiting = await newMember("Otto", "Picked");
    await setEmail(waiting, `otto.${run}@example.test`);
    await addPlace(session, waiting, { waiting: true });
    expect((await offerNext({ staffId: "reception", role: "reception" }, session)).offer?.memberId).toBe(waiting);

    const db = await appDatabase();
    const queued = await db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.memberId, [booker, waiting]));
    expect(queued).toHaveLength(2);
    const byKind = new Map(queued.map((m) => [m.kind, m]));
    expect(byKind.get("closure notice")).toMatchObject({
      templateId: closureId,
      subject: `Picked ${run}: Leeds Central is closed`,
    });
    expect(byKind.get("waiting-list offer")).toMatchObject({
      templateId: offerId,
      subject: `Picked ${run}: a place on Spin`,
    });
    await deliverAll();
    const subjects = sink.received
      .filter((m) => queued.some((q) => q.messageId === m.messageId))
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual([`Picked ${run}: Leeds Central is closed`, `Picked ${run}: a place on Spin`]);
    // the picks back to the demo's (their templates gone, each kind falls back to its type's first): other test
    // files in the same run render with the demo templates
    await (await database()).delete(emailTemplates).where(inArray(emailTemplates.id, [closureId, offerId]));
  });
});
