import type { Page } from "@playwright/test";
import type { AvailabilitySlot, RestrictionCheck } from "@frontdesk/lib/contract/bookings";
import { expect, expectNoAxeViolations, signIn, staffNames, test } from "./fixtures";

/** Waiting-list offers and the started-session rule, through the real screen and BFF. */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const endedRefusal = "This session has ended, so it takes no one from its waiting list.";

async function sessionsOn(page: Page, day: string, site = "LEEDS") {
  return (await (
    await page.request.get(`/api/bookings/availability?siteId=${site}&date=${day}`)
  ).json()) as AvailabilitySlot[];
}

/** A coming session of this activity with a free space and nobody waiting yet, and its day. */
async function freeSession(page: Page, activity: (s: AvailabilitySlot) => boolean, site = "LEEDS") {
  for (let d = 4; d < 13; d++) {
    const found = (await sessionsOn(page, utcDay(d), site)).find(
      (s) => activity(s) && s.alertListsEnabled && s.kind !== "other" && s.spacesLeft > 0 && s.waiting === 0,
    );
    if (found) return { session: found, day: utcDay(d) };
  }
  throw new Error("no coming session with a free space");
}

async function join(page: Page, memberId: number, s: AvailabilitySlot) {
  const origin = new URL(page.url()).origin;
  return page.request.post("/api/bookings/alert-list", {
    data: { memberId, slotReference: s.slotReferences.inCentre },
    headers: { origin },
  });
}

const memberName = async (page: Page, memberId: number) => {
  const found = (await (await page.request.get(`/api/members?search=${memberId}&limit=5`)).json()) as {
    data: { memberId: number; firstName: string; lastName: string }[];
  };
  const m = found.data.find((x) => x.memberId === memberId)!;
  return `${m.firstName} ${m.lastName} (#${memberId})`;
};

test.describe("waiting-list offers (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));
  // several writes and three axe runs: more than the default minute on a busy machine
  test.describe.configure({ timeout: 150_000 });

  test("a free space is offered in turn: turned down, then taken, each recorded; by keyboard", async ({ page }) => {
    const { session, day } = await freeSession(page, (s) => s.activityId !== "AQUAFIT");
    // bulk members 2100-2199 hold no place on coming sessions; two per run
    const base = 2100 + Math.floor(Math.random() * 50) * 2;
    const [first, second] = [base, base + 1];
    for (const m of [first, second]) expect((await join(page, m, session)).status()).toBe(200);
    const [firstName, secondName] = [await memberName(page, first), await memberName(page, second)];

    await page.goto(`/bookings/waiting-lists?site=LEEDS&date=${day}&session=${session.bookingId}`);
    const offers = page.getByRole("region", { name: "Offers" });
    await expect(offers).toContainText("held for 2 hours");
    const offer = offers.getByRole("button", { name: "Offer the free space" });
    await offer.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByText(new RegExp(`^Space offered to ${firstName.replace(/[()#]/g, ".")} until`)),
    ).toBeVisible();
    const list = page.getByRole("list", { name: "Waiting list" });
    await expect(list.getByRole("listitem").filter({ hasText: `#${first}` })).toContainText("Holds an offer until");
    await expect(offers.getByRole("list", { name: "Open offers" })).toContainText(`Offered to ${firstName}`);
    await expectNoAxeViolations(page);

    await offers.getByRole("button", { name: `Turned down: ${firstName}` }).focus();
    await page.keyboard.press("Enter");
    // the space goes to the next person in line at once
    await expect(offers.getByRole("list", { name: "Open offers" })).toContainText(`Offered to ${secondName}`);
    await expect(offers.getByRole("list", { name: "Offer history" })).toContainText(
      `${firstName} turned the space down`,
    );

    await offers.getByRole("button", { name: `Took it: ${secondName}` }).click();
    await expect(page.getByText(`${secondName} now has a place`)).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: `#${second}` })).toHaveCount(0);
    // named as the one before them was, though they have left the list; the desk by name, not username
    await expect(offers.getByRole("list", { name: "Offer history" })).toContainText(`${secondName} took the space`);
    await expect(offers.getByRole("list", { name: "Offer history" })).toContainText(staffNames.reception);
    await expectNoAxeViolations(page);
  });

  test("someone the booking restriction refuses is passed over, with the reason", async ({ page }) => {
    const { session, day } = await freeSession(page, (s) => s.activityId === "AQUAFIT");
    // a bulk member without a swim or all-in subscription
    let refused: number | undefined;
    for (let m = 2150 + Math.floor(Math.random() * 40); m < 2199 && !refused; m++) {
      const check = (await (
        await page.request.get(`/api/members/${m}/bookings/restrictions?activityId=AQUAFIT`)
      ).json()) as RestrictionCheck;
      if (!check.member.memberAbleToProceed) refused = m;
    }
    expect(refused).toBeDefined();
    expect((await join(page, refused!, session)).status()).toBe(200);

    await page.goto(`/bookings/waiting-lists?site=LEEDS&date=${day}&session=${session.bookingId}`);
    const offers = page.getByRole("region", { name: "Offers" });
    await offers.getByRole("button", { name: "Offer the free space" }).click();
    await expect(page.getByText(/^Nobody left in line may take the space \(1 passed over/)).toBeVisible();
    await expect(offers.getByRole("list", { name: "Offer history" })).toContainText(
      `${await memberName(page, refused!)} was passed over: Aqua Fit is for members holding certain subscriptions`,
    );
    await expectNoAxeViolations(page);
  });

  test("a session that has ended is shown as such and takes no one (screen and BFF)", async ({ page }) => {
    const day = utcDay(-1);
    const ended = (await sessionsOn(page, day)).find((s) => s.kind !== "other" && s.alertListsEnabled)!;
    expect(ended).toBeDefined();
    await page.goto(`/bookings/waiting-lists?site=LEEDS&date=${day}&session=${ended.bookingId}`);
    await expect(page.getByText(endedRefusal)).toBeVisible();
    await expect(page.getByRole("list", { name: "Sessions" }).getByRole("listitem").first()).toContainText("Ended");
    await expect(page.getByRole("form", { name: "Add a member to the waiting list" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const refused = await join(page, 2150, ended);
    expect(refused.status()).toBe(400);
    // the BFF's refusal says it as the screen does (it said "has started" of an ended session)
    expect(await refused.json()).toMatchObject({ detail: endedRefusal });
  });
});

test.describe("the hold time, a site setting (manager)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "manager"));
  test.describe.configure({ timeout: 120_000 });

  test("a manager sets a site's hold time on its screen; its sessions' offers are held that long", async ({ page }) => {
    // Harrogate: the other tests here offer at Leeds, which keeps the venue's two hours
    await page.goto("/configuration/sites/HARROGATE");
    const section = page.getByRole("region", { name: "Waiting-list offers" });
    await expect(section).toContainText("Held for 2 hours: the venue's default");
    const field = section.getByLabel("Hold time (minutes)");
    await field.fill("4");
    await section.getByRole("button", { name: "Save offer settings" }).click();
    await expect(section.getByText("Enter the hold time as a whole number of minutes from 5 to 10080")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await field.fill("90");
    await field.press("Enter");
    await expect(page.getByText("Waiting-list offers at this site are now held for 1 hour 30 minutes")).toBeVisible();
    await expect(section).toContainText(`Held for 1 hour 30 minutes: set by ${staffNames.manager} on`);
    // the change is listed under the form: who, from the venue's default to 90 minutes
    const changes = section.getByRole("table", { name: "Changes to the offer settings at this site, newest first" });
    await expect(changes.getByRole("row")).toHaveCount(2);
    await expect(changes.getByRole("row").nth(1)).toContainText(
      new RegExp(`${staffNames.manager}\\s*the venue's default\\s*1 hour 30 minutes`),
    );
    await expectNoAxeViolations(page);

    const { session, day } = await freeSession(page, (s) => s.activityId !== "AQUAFIT", "HARROGATE");
    // the offers show once someone waits
    expect((await join(page, 2100 + Math.floor(Math.random() * 100), session)).status()).toBe(200);
    await page.goto(`/bookings/waiting-lists?site=HARROGATE&date=${day}&session=${session.bookingId}`);
    await expect(page.getByRole("region", { name: "Offers" })).toContainText("held for 1 hour 30 minutes");
  });
});
