import type { Page } from "@playwright/test";
import type { Role } from "@frontdesk/lib/contract/roles";
import { expect, signIn, test } from "./fixtures";

/**
 * The booking sheet, the waiting lists and the prospect board make their first reads while the page
 * renders on the server (their routes' own reads, app/(staff)/<page>/first-reads.ts), so the page as sent, before any
 * script runs, already shows the sheet, the day's sessions and the cards; with scripts, the screen hydrates from
 * those answers and does not read them again.
 */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A page of the signed-in person without scripts: what the server sent, and nothing else. */
async function withoutScripts(
  page: Page,
  baseURL: string | undefined,
  path: string,
  check: (html: Page) => Promise<void>,
) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const html = await context.newPage();
    await html.goto(path);
    await check(html);
  } finally {
    await context.close();
  }
}

/** The BFF reads the page makes as it loads and settles, with scripts (their paths and queries). */
async function readsOnLoad(page: Page, path: string, prefix: string) {
  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(prefix)) reads.push(url.pathname + url.search);
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return reads;
}

const signedIn =
  (role: Role) =>
  async ({ page }: { page: Page }) =>
    signIn(page, role);

test.describe("the booking sheet (manager)", () => {
  test.beforeEach(signedIn("manager"));
  test("its HTML holds this week's sheet, and the screen does not read it again", async ({ page, baseURL }) => {
    await withoutScripts(page, baseURL, "/booking-sheets", async (html) => {
      await expect(html.getByRole("heading", { level: 1, name: "Booking sheets" })).toBeVisible();
      await expect(html.locator("[data-sheet-row]").first()).toBeVisible();
      expect(await html.locator("[data-sheet-row]").count()).toBeGreaterThan(6);
    });
    const reads = await readsOnLoad(page, "/booking-sheets", "/api/");
    await expect(page.locator("[data-sheet-row]").first()).toBeVisible();
    expect(reads.filter((r) => r.startsWith("/api/booking-sheets?") || r === "/api/configuration/sites")).toEqual([]);
  });
});

test.describe("the waiting lists (reception)", () => {
  test.beforeEach(signedIn("reception"));
  test("its HTML holds the day's sessions, and the screen does not read them again", async ({ page, baseURL }) => {
    const path = `/bookings/waiting-lists?site=LEEDS&date=${utcDay(3)}`;
    await withoutScripts(page, baseURL, path, async (html) => {
      const sessions = html.getByRole("list", { name: "Sessions" }).getByRole("listitem");
      await expect(sessions.first()).toBeVisible();
      await expect(sessions.first().getByRole("button", { name: /^Open waiting list/ })).toBeVisible();
    });
    const reads = await readsOnLoad(page, path, "/api/bookings/");
    await expect(page.getByRole("list", { name: "Sessions" }).getByRole("listitem").first()).toBeVisible();
    expect(reads).toEqual([]);
  });
});

test.describe("the prospect board (sales)", () => {
  test.beforeEach(signedIn("sales"));
  test("its HTML holds the cards of every column, and the board does not read them again", async ({
    page,
    baseURL,
  }) => {
    await withoutScripts(page, baseURL, "/prospects", async (html) => {
      for (const status of [1, 2, 3, 4]) await expect(html.getByTestId(`column-${status}`)).toBeVisible();
      await expect(html.locator('[data-testid^="card-"]').first()).toBeVisible();
      expect(await html.locator('[data-testid^="card-"]').count()).toBeGreaterThan(4);
    });
    const reads = await readsOnLoad(page, "/prospects", "/api/prospects/");
    await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
    expect(reads).toEqual([]);
  });
});
