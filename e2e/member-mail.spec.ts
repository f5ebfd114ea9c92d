import type { Page } from "@playwright/test";
import type { AlertListView, AvailabilitySlot } from "@frontdesk/lib/contract/bookings";
import type { SessionOffers } from "@frontdesk/lib/contract/waiting-list-offers";
import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import { formatDateTime, siteToday } from "@frontdesk/lib/venue/format";
import { book, platformBase, platformToken, typeInto } from "./booking-sheet-api";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { hasMail, linksOf, mailTo } from "./mail";

/**
 * Members hear from the venue, against a real SMTP server on localhost (e2e/global-setup.ts): an offer
 * emailed and taken from the mail's link in Chromium; closure notices from a call list; a site that offers freed
 * places on its own. Bulk members 2200-2269 are this spec's, a range of ten for each test (listed in order,
 * the first free one is taken: see freeMember).
 */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Each test's own bulk members, so no two tests (nor a retry) mail one address twice. */
const members = { offer: 2200, closure: 2220, auto: 2240 } as const;
const siteName = "Leeds Central";
const sitePhone = "0113 000 0001";

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function sessionsOn(page: Page, site: string, day: string) {
  return (await (
    await page.request.get(`/api/bookings/availability?siteId=${site}&date=${day}`)
  ).json()) as AvailabilitySlot[];
}

/** A coming session at `site` on one of `days` that takes a waiting list, with a free place and nobody waiting. */
async function freeSession(page: Page, site: string, days: number[]) {
  for (const d of days) {
    const found = (await sessionsOn(page, site, utcDay(d))).find(
      (s) =>
        s.alertListsEnabled &&
        s.kind !== "other" &&
        s.activityId !== "AQUAFIT" &&
        s.spacesLeft > 0 &&
        s.waiting === 0 &&
        Date.parse(s.startDateTime) > Date.now() + 30 * 60_000,
    );
    if (found) return { session: found, day: utcDay(d) };
  }
  throw new Error(`no coming session at ${site} with a free place`);
}

/**
 * The first of a test's members (in order) that has no mail yet and, given a session, joins its waiting list: one
 * booked on it already, or waiting on it, is refused by the platform and passed over. Answers the member.
 */
async function freeMember(page: Page, from: number, session?: AvailabilitySlot) {
  for (let memberId = from; memberId < from + 10; memberId++) {
    const candidate = await memberOf(page, memberId);
    if (hasMail(candidate.email)) continue;
    if (!session) return candidate;
    const joined = await page.request.post("/api/bookings/alert-list", {
      data: { memberId, slotReference: session.slotReferences.inCentre },
      headers: origin(page),
    });
    if (joined.status() === 200) return candidate;
    expect(joined.status(), await joined.text()).toBe(400); // already booked or waiting: the next
  }
  throw new Error(`none of members ${from}-${from + 9} is free for this test`);
}

async function memberOf(page: Page, memberId: number) {
  const found = (await (await page.request.get(`/api/members?search=${memberId}&limit=5`)).json()) as {
    data: { memberId: number; firstName: string; lastName: string; email: string | null }[];
  };
  const m = found.data.find((x) => x.memberId === memberId)!;
  expect(m.email).toBeTruthy();
  return { ...m, email: m.email!, label: `${m.firstName} ${m.lastName} (#${memberId})` };
}

const alertList = async (page: Page, bookingId: number) =>
  (await (await page.request.get(`/api/bookings/${bookingId}/alert-list`)).json()) as AlertListView;

test("the desk offers a freed place; the member takes it from the email's link, once", async ({ page, browser }) => {
  test.slow();
  await signIn(page, "reception");
  const { session, day } = await freeSession(page, "LEEDS", [4, 5, 6, 7, 8, 9, 10, 11, 12]);
  const first = await freeMember(page, members.offer, session);
  const second = await freeMember(page, first.memberId + 1, session);

  await page.goto(`/bookings/waiting-lists?site=LEEDS&date=${day}&session=${session.bookingId}`);
  const offers = page.getByRole("region", { name: "Offers" });
  await offers.getByRole("button", { name: "Offer the free space" }).click();
  await expect(page.getByText(/an email with links to take it or let it go is queued/)).toBeVisible();
  const open = offers.getByRole("list", { name: "Open offers" });
  await expect(open).toContainText(`Offered to ${first.label}`);
  const state = (await (await page.request.get(`/api/bookings/${session.bookingId}/offers`)).json()) as SessionOffers;
  expect(state.open).toHaveLength(1);
  const heldUntil = formatDateTime(state.open[0].expiresAt!);

  // the mail, as the member's mail server received it
  const mail = await mailTo(first.email);
  expect(mail.subject).toBe(`A place has come up: ${session.activityName} on ${formatDateTime(session.startDateTime)}`);
  for (const words of [
    first.firstName,
    session.activityName,
    siteName,
    formatDateTime(session.startDateTime),
    heldUntil,
  ])
    expect(mail.text).toContain(words);
  const links = linksOf(mail);
  expect(Object.keys(links).sort()).toEqual(["Book my place", "Let the place go"]);
  expect(links["Let the place go"]).toBe(`${links["Book my place"]}?choice=let-go`);
  // the desk sees it was sent without reopening the list: the open offer follows its email
  await expect(open).toContainText(`Offered to ${first.label}`);
  await expect(open).toContainText("Email: sent.", { timeout: 10_000 });

  // the member's phone: no staff sign-in, the least that serves
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await phone.newPage();
  await memberPage.goto(links["Book my place"]);
  await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText(
    `${first.firstName}, a place is yours if you want it`,
  );
  const shown = memberPage.locator("main");
  await expect(shown).toContainText(`${session.activityName} at ${siteName}, ${formatDateTime(session.startDateTime)}`);
  await expect(shown).toContainText(`We are holding it for you until ${heldUntil}.`);
  for (const private_ of [first.lastName, first.email, String(first.memberId)])
    await expect(shown).not.toContainText(private_);
  await expectNoAxeViolations(memberPage);
  await memberPage.getByRole("button", { name: "Book my place" }).click();
  await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText("Your place is booked");

  // booked through the platform: off the waiting list, one more place taken
  const after = await alertList(page, session.bookingId);
  expect(after.booked).toBe(session.booked + 1);
  expect(after.waiting.map((w) => w.memberId)).toEqual([second.memberId]);

  // the link again: used, the venue's phone, nothing booked
  await memberPage.goto(links["Book my place"]);
  await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText("Your place is booked");
  await expect(shown).toContainText("This link has been used");
  await expect(shown).toContainText(`Call ${siteName} on ${sitePhone}`);
  await expect(memberPage.getByRole("button", { name: "Book my place" })).toHaveCount(0);
  await expectNoAxeViolations(memberPage);
  expect((await alertList(page, session.bookingId)).booked).toBe(session.booked + 1);
  // an altered link: refused in words, the venue's phone, nothing booked
  await memberPage.goto(links["Book my place"].replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await expect(shown).toContainText("Nothing has been booked.");
  await expect(shown).toContainText(/Call .+ on [\d ]+\./); // the venue's main site: the link names no session
  await expectNoAxeViolations(memberPage);
  await phone.close();
});

test("closure notices from a call list: emailed, delivered, and the call list shows who was", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signIn(page, "manager");
  // a court booking of this spec's own, on a day and hour no other spec books
  const date = addCalendarDays(siteToday(), 20 + Math.floor(Math.random() * 60));
  const booker = await freeMember(page, members.closure);
  const bookingId = await book(page, platformBase(baseURL!), platformToken(), "COURT2", date, "07:00", "08:00", [
    booker.memberId,
  ]);

  await page.goto("/booking-sheets");
  await page.getByLabel("Site").selectOption({ label: siteName });
  await page.getByRole("button", { name: "New block" }).click();
  const editor = page.getByRole("complementary", { name: "New block" });
  await editor.getByLabel("Badminton court 2").check();
  await typeInto(editor, "Date", date);
  await typeInto(editor, "Start time", "06:30");
  await typeInto(editor, "End time", "08:30");
  await editor.getByRole("button", { name: /^Call list of the 1 affected booking/ }).click();
  const dialog = page.getByRole("dialog", { name: "Call list" });
  await dialog.getByRole("button", { name: "Email the members affected" }).click();
  await expect(page.getByText("1 member emailed.")).toBeVisible();

  const mail = await mailTo(booker.email);
  expect(mail.subject).toMatch(/cannot go ahead$/);
  expect(mail.text).toContain(`Hello ${booker.firstName},`);
  // the call list follows the message: queued, then sent
  const row = dialog.locator("[data-notice-row]").filter({ hasText: `#${bookingId}` });
  await expect(row).toContainText(`${booker.firstName} ${booker.lastName}`);
  await expect(row).toContainText("Sent");
  await expectNoAxeViolations(page);
});

test("a site that offers freed places on its own offers and emails a place as someone joins", async ({ page }) => {
  test.slow();
  await signIn(page, "manager");
  // Leeds offers freed places on its own for a while (its hold time stays the venue's 2 hours, which other specs
  // expect): a member joining today's or tomorrow's session with a free place is offered it and emailed
  await page.goto("/configuration/sites/LEEDS");
  const settings = page.getByRole("region", { name: "Waiting-list offers" });
  const autoOffer = settings.getByLabel("Offer freed places on their own");
  await autoOffer.check();
  await settings.getByRole("button", { name: "Save offer settings" }).click();
  await expect(page.getByText(/now held for .* and made on their own/)).toBeVisible();
  try {
    await expect(settings).toContainText("Freed places of today's and tomorrow's sessions are offered on their own.");
    const { session, day } = await freeSession(page, "LEEDS", [0, 1]);
    const waiting = await freeMember(page, members.auto, session);
    const offer = await mailTo(waiting.email, 45_000);
    expect(offer.subject).toContain(session.activityName);
    await page.goto(`/bookings/waiting-lists?site=LEEDS&date=${day}&session=${session.bookingId}`);
    await expect(page.getByRole("list", { name: "Open offers" })).toContainText(`Offered to ${waiting.label}`);
  } finally {
    await page.goto("/configuration/sites/LEEDS");
    await autoOffer.uncheck();
    await settings.getByRole("button", { name: "Save offer settings" }).click();
    await expect(page.getByText(/and made by the desk/)).toBeVisible();
  }
});
