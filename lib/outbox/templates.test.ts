import { describe, expect, it } from "vitest";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { communications } from "@frontdesk/lib/platform/operations";
import { editorConfig } from "@frontdesk/lib/contract/communications";
import { memberIds } from "@frontdesk/lib/platform/seed/ids";
import { templateIds } from "@frontdesk/lib/platform/seed/communications";
import { TemplateRefusal, readTemplate, renderFor, senderCaller, templateFor, templateStillThere } from "./templates";

// The venue's templates through the platform client (the embedded platform on the test database).
describe("messages rendered from the venue's templates", () => {
  it("each kind uses the demo template of its type, filled with the member's data and the message's own values", async () => {
    expect(await templateFor("closure notice", "en")).toEqual({
      templateId: templateIds.closureNotice,
      language: "en",
      fallback: false,
    });
    expect((await templateFor("waiting-list offer", "en"))?.templateId).toBe(templateIds.waitingListOffer);
    // no Welsh template picked (no test picks one for booking confirmations): a member who chose Welsh is written to
    // in English, and the message says so
    expect(await templateFor("booking confirmation", "cy")).toEqual({
      templateId: (await templateFor("booking confirmation", "en"))?.templateId,
      language: "en",
      fallback: true,
    });
    const setup = await readTemplate(templateIds.waitingListOffer);
    const message = await renderFor(setup, memberIds.guardian, {
      ActivityName: "Aqua <fit>",
      StartDateTime: "28/11/2026 09:00",
      HoldUntil: "27/11/2026 21:00",
      TakePlaceLink: "http://localhost:3000/offer/abc?a=take",
      LetGoLink: "http://localhost:3000/offer/abc?a=let-go",
    });
    expect(message.subject).toBe("A place has come up: Aqua <fit> on 28/11/2026 09:00");
    expect(message.bodyHtml).not.toContain("[[");
    expect(message.bodyHtml).toContain("<strong>Aqua &lt;fit&gt;</strong>"); // member data never becomes markup
    expect(message.bodyHtml).toContain('href="http://localhost:3000/offer/abc?a=take"');
    expect(message.firstName).not.toBe("");
    expect(message.recipient).toMatch(/@/);
  });

  it("refuses a template that would leave a placeholder unfilled, naming it", async () => {
    const created = await callPlatform(senderCaller, communications.createEmailTemplate, {
      body: { queryId: 3, templateTypeId: "CLOSURE", description: `Unfillable ${Date.now()}` },
    });
    const id = Number(created.templateId);
    await callPlatform(senderCaller, communications.saveEmailTemplate, {
      params: { templateId: id },
      body: {
        config: editorConfig("Hello [[FirstName]]", ["FirstName"]),
        html: "<p>Your locker code is [[LockerCode]].</p>",
      },
    });
    const setup = await readTemplate(id);
    const refused = await renderFor(setup, memberIds.guardian, {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TemplateRefusal);
    expect((refused as Error).message).toMatch(
      /uses \[\[LockerCode\]\], which has no value for .+, so nothing was sent/,
    );
    // a session placeholder the message does not give: refused too
    const closure = await readTemplate(templateIds.closureNotice);
    await expect(renderFor(closure, memberIds.noHistory, {})).rejects.toThrow(/\[\[(ActivityName|StartDateTime)\]\]/);
  });

  it("the sender's check names a template that is gone", async () => {
    expect(await templateStillThere(templateIds.closureNotice)).toBeUndefined();
    expect(await templateStillThere(987_654)).toBe(
      "The email template (ID 987654) was deleted after this message was queued.",
    );
    await expect(readTemplate(987_654)).rejects.toThrow(TemplateRefusal);
  });

  it("keeps a template's set-up between messages until a save of it is heard", async () => {
    const first = await readTemplate(templateIds.closureNotice);
    // the same set-up, not read again: the kept answer itself
    expect(await readTemplate(templateIds.closureNotice)).toBe(first);
    const subject = `Kept ${Date.now()}: [[ActivityName]] on [[StartDateTime]] is closed`;
    await callPlatform(senderCaller, communications.saveEmailTemplate, {
      params: { templateId: templateIds.closureNotice },
      body: { config: editorConfig(subject, ["ActivityName", "StartDateTime"]), html: first.html },
    });
    const after = await readTemplate(templateIds.closureNotice);
    expect(after).not.toBe(first);
    expect(after.config).toContain(subject.slice(0, 20));
    // another caller's read (a manager's own, which checks their claims) is never answered from what the sender kept
    const manager = { staffId: "manager-1", role: "manager" as const };
    expect(await readTemplate(templateIds.closureNotice, manager)).not.toBe(after);
  });
});
