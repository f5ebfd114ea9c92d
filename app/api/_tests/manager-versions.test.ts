import { beforeAll, describe, expect, it } from "vitest";
import { getPlatform } from "@frontdesk/lib/platform";
import { fixtures } from "@frontdesk/lib/platform/testing";
import { path as exceptionPath, scheduleBody, send } from "@frontdesk/lib/platform/booking-sheets/test-support";
import * as status from "@/app/api/configuration/statuses/[statusId]/route";
import * as promoCode from "@/app/api/configuration/promotion-codes/[id]/route";
import * as emailTemplate from "@/app/api/communications/email-templates/[templateId]/route";
import * as schedule from "@/app/api/booking-sheets/exception/[scheduleId]/route";
import * as costCentres from "@/app/api/configuration/cost-centres/route";
import * as costCentre from "@/app/api/configuration/cost-centres/[id]/route";
import { recordVersion } from "@frontdesk/lib/contract/record-version";
import { bffRequest } from "@frontdesk/lib/bff/testing";

/** A version no record has: what a form read before someone else saved holds. */
const stale = '"0000000000000000"';
type Handler = (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;
const bff = async (
  handler: Handler,
  method: string,
  url: string,
  params: Record<string, string>,
  { ifMatch, body }: { ifMatch?: string; body?: unknown } = {},
) => {
  const req = await bffRequest(method, url, { as: "manager", body });
  if (ifMatch) req.headers.set("if-match", ifMatch);
  return handler(req, { params: Promise.resolve(params) });
};

/** The GET answers the record with its version as ETag; a write read at another version is refused with 412. */
async function expectVersioned(
  get: Handler,
  writes: { handler: Handler; method: string; body?: unknown }[],
  url: string,
  params: Record<string, string>,
) {
  const read = await bff(get, "GET", url, params);
  expect(read.status).toBe(200);
  const etag = read.headers.get("etag");
  expect(etag).toBe(recordVersion(await read.json()));
  for (const write of writes) {
    const refused = await bff(write.handler, write.method, url, params, { ifMatch: stale, body: write.body });
    expect(refused.status, `${write.method} ${url}`).toBe(412);
    expect((await refused.json()).title).toBe("This record was changed by someone else since you opened it.");
  }
  return etag!;
}

describe("manager screens: the BFF's lost-update checks", () => {
  beforeAll(async () => {
    await getPlatform().database;
  });

  it("statuses: 412 for a stale version; the current version saves and answers the new one", async () => {
    const statusId = fixtures.statusIds[0] as string;
    const url = `/api/configuration/statuses/${statusId}`;
    const etag = await expectVersioned(
      status.GET,
      [{ handler: status.PUT, method: "PUT", body: { description: "Stale write" } }],
      url,
      { statusId },
    );
    const saved = await bff(status.PUT, "PUT", url, { statusId }, { ifMatch: etag, body: {} });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("etag")).toBe(etag); // nothing changed
    expect((await saved.json()).description).not.toBe("Stale write");
  });

  it("promo codes and email templates: 412 for a stale version", async () => {
    await expectVersioned(
      promoCode.GET,
      [{ handler: promoCode.PUT, method: "PUT", body: { active: false } }],
      "/api/configuration/promotion-codes/2",
      { id: "2" },
    );
    const templateId = String(fixtures.emailTemplates.templateId);
    await expectVersioned(
      emailTemplate.GET,
      [{ handler: emailTemplate.PUT, method: "PUT", body: { html: "<p>stale</p>" } }],
      `/api/communications/email-templates/${templateId}`,
      { templateId },
    );
  });

  it("booking-sheet exceptions: 412 for a stale version on replace and on a date-range delete", async () => {
    const created = await send("POST", exceptionPath, scheduleBody());
    expect(created.status).toBe(201);
    const { scheduleId } = await created.json();
    await expectVersioned(
      schedule.GET,
      [
        { handler: schedule.PUT, method: "PUT", body: scheduleBody() },
        { handler: schedule.DELETE, method: "DELETE" },
      ],
      `/api/booking-sheets/exception/${scheduleId}`,
      { scheduleId },
    );
  });

  it("cost centres: versioned by their list entry; 412 for a stale one, the current one saves", async () => {
    const list = await (await bff(costCentres.GET, "GET", "/api/configuration/cost-centres", {})).json();
    const centre = list.find((c: { id: string }) => c.id === fixtures.costCentreId);
    const url = `/api/configuration/cost-centres/${centre.id}`;
    expect(
      (await bff(costCentre.PUT, "PUT", url, { id: centre.id }, { ifMatch: stale, body: { reference: "stale" } }))
        .status,
    ).toBe(412);
    expect(
      (await bff(costCentre.PUT, "PUT", url, { id: centre.id }, { ifMatch: recordVersion(centre), body: {} })).status,
    ).toBe(204);
  });
});
