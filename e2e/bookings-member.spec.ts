import type { Locator } from "@playwright/test";
import { demoMembers, expect, expectHydrated, expectNoAxeViolations, signIn, test, enterDate } from "./fixtures";

/** Demo-dataset ids of the bookings area (lib/platform/seed/bookings.ts, sandbox-contract §4). */
const noHistoryMemberId = 1007;
const heavyHistoryMemberId = 2007; // 200 past bookings in SEED=small
const { guardian } = demoMembers;

/** The row is inside the scroll area's visible box (the scroll area itself may reach below the page's fold). */
async function expectScrolledTo(row: Locator, scroller: Locator) {
  await expect(row).toBeVisible();
  await expect
    .poll(async () => {
      const [r, s] = await Promise.all([row.boundingBox(), scroller.boundingBox()]);
      return !!r && !!s && r.y >= s.y - 1 && r.y + r.height <= s.y + s.height + 1;
    })
    .toBe(true);
}

test.describe("member bookings (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("the overview's bookings tile leads to past bookings, newest first", async ({ page }) => {
    await page.goto(`/members/${guardian.memberId}`);
    const tile = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Bookings" }) });
    await expect(tile).toContainText(/\d+ past bookings; latest /);
    await expect(tile).toContainText("Nothing booked ahead."); // the upcoming read answered (her places are all past)
    await tile.getByRole("link", { name: "Open bookings" }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${guardian.memberId}/bookings$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Bookings: ${guardian.firstName} ${guardian.lastName}` }),
    ).toBeVisible();
    const items = page.getByRole("list", { name: "Past bookings" }).getByRole("listitem");
    await expect(items.first()).toContainText(/Leeds Central|Harrogate Spa|Otley Pool/);
    expect(await items.count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByText(/^\d+ past bookings, newest first\.$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a long history is a virtual list: few rows in the page, any part reached by scrolling or by date", async ({
    page,
  }) => {
    await page.goto(`/members/${heavyHistoryMemberId}/bookings`);
    const list = page.getByRole("list", { name: "Past bookings" });
    await expect(page.getByText("200 past bookings, newest first.")).toBeVisible();
    await expect(list.getByRole("listitem").first()).toContainText(/Leeds Central|Harrogate Spa|Otley Pool/);
    // only the rows in view (and a few either side) are in the page
    expect(await list.getByRole("listitem").count()).toBeLessThan(60);
    await expect(list.getByRole("listitem").first()).toHaveAttribute("aria-setsize", "200");

    // the scroll area is reached and scrolled from the keyboard; End goes to the oldest booking
    const scroller = page.getByRole("region", { name: "Past bookings, scrollable" });
    await scroller.focus();
    await page.keyboard.press("End");
    const oldest = list.locator('li[aria-posinset="200"]');
    await expectScrolledTo(oldest, scroller);
    await expect(oldest).toContainText(/Leeds Central|Harrogate Spa|Otley Pool/);
    expect(await list.getByRole("listitem").count()).toBeLessThan(60);

    // go to a date a year back: the newest booking on or before it is scrolled into view
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const jump = page.getByRole("form", { name: "Go to a date" });
    await enterDate(jump.getByRole("group", { name: "Go to date" }), yearAgo);
    await jump.getByRole("button", { name: "Go", exact: true }).click();
    const status = page.getByRole("status").filter({ hasText: /^Showing from / });
    await expect(status).toHaveText(/booking \d+ of 200\.$/);
    const position = Number(/booking (\d+) of/.exec((await status.textContent()) ?? "")?.[1]);
    expect(position).toBeGreaterThan(60);
    expect(position).toBeLessThan(140);
    await expectScrolledTo(list.locator(`li[aria-posinset="${position}"]`), scroller);
    await expect(list.locator(`li[aria-posinset="${position}"]`)).toContainText(
      /Leeds Central|Harrogate Spa|Otley Pool/,
    );
    await expectNoAxeViolations(page);
  });

  test("the restriction check is reached at once, above or beside a long history", async ({ page }) => {
    await page.goto(`/members/${heavyHistoryMemberId}/bookings`);
    await expect(page.getByText("200 past bookings, newest first.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Can they book it?" })).toBeInViewport();
    await expect(page.getByLabel("Activity", { exact: true })).toBeInViewport();
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(page.getByRole("heading", { name: "Can they book it?" })).toBeInViewport();
  });

  test("the activity filter keeps one activity's bookings", async ({ page }) => {
    await page.goto(`/members/${heavyHistoryMemberId}/bookings`);
    await expect(page.getByText("200 past bookings, newest first.")).toBeVisible();
    const filter = page.getByRole("form", { name: "Filter past bookings" });
    await filter.getByLabel("Show only").selectOption({ label: "Spin" });
    await filter.getByRole("button", { name: "Show bookings" }).click();
    await expect(page.getByText(/^\d+ Spin bookings, newest first\.$/)).toBeVisible();
    const items = page.getByRole("list", { name: "Past bookings" }).getByRole("listitem");
    await expect(items.first()).toContainText("Spin");
    for (const text of await items.allTextContents()) expect(text).toMatch(/Spin|Loading booking/);
    await filter.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText("200 past bookings, newest first.")).toBeVisible();
  });

  test("an empty history reads 'No bookings yet', not an error", async ({ page }) => {
    await page.goto(`/members/${noHistoryMemberId}/bookings`);
    await expect(page.getByText("No bookings yet.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the date range narrows the list and is checked", async ({ page }) => {
    await page.goto(`/members/${guardian.memberId}/bookings`);
    await expect(page.getByRole("list", { name: "Past bookings" })).toBeVisible();
    const filter = page.getByRole("form", { name: "Filter past bookings" });
    await enterDate(filter.getByRole("group", { name: "From" }), "2001-01-01");
    await enterDate(filter.getByRole("group", { name: "To" }), "2001-12-31");
    await filter.getByRole("button", { name: "Show bookings" }).click();
    await expect(page.getByText("No bookings match these filters.")).toBeVisible();

    await enterDate(filter.getByRole("group", { name: "From" }), "2001-06-01");
    await enterDate(filter.getByRole("group", { name: "To" }), "2001-05-01");
    await filter.getByRole("button", { name: "Show bookings" }).click();
    await expect(filter.getByText("The end date must be on or after the start date")).toBeVisible();

    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    await enterDate(filter.getByRole("group", { name: "From" }), yearAgo);
    await enterDate(filter.getByRole("group", { name: "To" }));
    await filter.getByRole("button", { name: "Show bookings" }).click();
    await expect(page.getByText(/^\d+ past bookings? in these dates, newest first\.$/)).toBeVisible();
    await filter.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText(/past bookings, newest first\.$/)).toBeVisible();
  });

  test("the restriction check says who may book an activity and why", async ({ page }) => {
    await page.goto(`/members/${guardian.memberId}/bookings`);
    const activity = page.getByLabel("Activity", { exact: true });
    await expectHydrated(activity); // CI once chose before hydration, and the check never showed
    await activity.selectOption({ label: "Aqua Fit" });
    const member = page.getByRole("article", { name: "This member" });
    const nonMember = page.getByRole("article", { name: "Not a member" });
    await expect(member).toContainText(`${guardian.firstName} ${guardian.lastName} may book Aqua Fit.`);
    await expect(member).toContainText("holds a current one of them");
    await expect(nonMember).toContainText("Someone who is not a member may not book Aqua Fit.");

    await activity.selectOption({ label: "Yoga" });
    await expect(member).toContainText("No booking restriction is set for this activity.");
    await expect(nonMember).toContainText("Someone who is not a member may book Yoga.");
    await expectNoAxeViolations(page);
  });
});
