import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** Demo-dataset ids of the bookings area (lib/platform/seed/bookings.ts, sandbox-contract §4). */
const noHistoryMemberId = 1007;
const heavyHistoryMemberId = 2007; // 200 past bookings in SEED=small
const { guardian } = demoMembers;

test.describe("member bookings (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("the overview's bookings tile leads to past bookings, newest first", async ({ page }) => {
    await page.goto(`/members/${guardian.memberId}`);
    const tile = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Bookings" }) });
    await expect(tile).toContainText(/\d+ past bookings; latest /);
    await tile.getByRole("link", { name: "Open bookings" }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${guardian.memberId}/bookings$`));
    await expect(page.getByRole("heading", { level: 1, name: `Bookings: ${guardian.firstName} ${guardian.lastName}` })).toBeVisible();
    const items = page.getByRole("list", { name: "Past bookings" }).getByRole("listitem");
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(12);
    await expect(page.getByText(/^Showing \d+ of \d+ past bookings, newest first\.$/)).toBeVisible();
    await expect(items.first()).toContainText(/Leeds Central|Harrogate Spa|Otley Pool/);
    await expectNoAxeViolations(page);
  });

  test("a long history loads the next page as it scrolls into view", async ({ page }) => {
    await page.goto(`/members/${heavyHistoryMemberId}/bookings`);
    const items = page.getByRole("list", { name: "Past bookings" }).getByRole("listitem");
    await expect(items).toHaveCount(25);
    await expect(page.getByText("Showing 25 of 200 past bookings, newest first.")).toBeVisible();
    // "Show more" works from the keyboard
    await page.getByRole("button", { name: "Show more" }).focus();
    await page.keyboard.press("Enter");
    await expect(items).toHaveCount(50);
    // scrolling to the end keeps loading until every booking is there
    await expect(async () => {
      await page.mouse.wheel(0, 20_000);
      await expect(page.getByText("That is every booking.")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(items).toHaveCount(200);
    await expect(page.getByText("Showing 200 of 200 past bookings, newest first.")).toBeVisible();
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
    const filter = page.getByRole("form", { name: "Filter past bookings by date" });
    await filter.getByLabel("From").fill("2001-01-01");
    await filter.getByLabel("To").fill("2001-12-31");
    await filter.getByRole("button", { name: "Show bookings" }).click();
    await expect(page.getByText("No bookings between these dates.")).toBeVisible();

    await filter.getByLabel("From").fill("2001-06-01");
    await filter.getByLabel("To").fill("2001-05-01");
    await filter.getByRole("button", { name: "Show bookings" }).click();
    await expect(filter.getByText("The end date must be on or after the start date")).toBeVisible();

    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    await filter.getByLabel("From").fill(yearAgo);
    await filter.getByLabel("To").fill("");
    await filter.getByRole("button", { name: "Show bookings" }).click();
    await expect(page.getByText(/^Showing \d+ of \d+ bookings in these dates, newest first\.$/)).toBeVisible();
    await filter.getByRole("button", { name: "All dates" }).click();
    await expect(page.getByText(/past bookings, newest first\.$/)).toBeVisible();
  });

  test("the restriction check says who may book an activity and why", async ({ page }) => {
    await page.goto(`/members/${guardian.memberId}/bookings`);
    const activity = page.getByLabel("Activity");
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
