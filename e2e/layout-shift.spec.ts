import type { Page } from "@playwright/test";
import { demoMembers, expect, signIn, test } from "./fixtures";

/**
 * Nothing that has painted moves as later parts arrive. The layout shifts Chromium reports
 * (PerformanceObserver "layout-shift", none after input) are summed over the page's whole load, once its
 * parts have all arrived, on a desk PC and on a phone-sized screen (Lighthouse's mobile viewport).
 */
declare global {
  interface Window {
    __layoutShift: number;
  }
}

async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The sum of the page's layout shifts, read once nothing more is on the way and two frames have painted. */
async function layoutShiftOf(page: Page) {
  await page.waitForLoadState("networkidle");
  return page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    return window.__layoutShift;
  });
}

const { memberId } = demoMembers.guardian;
const deskAndPhone = [
  { width: 1280, height: 800 },
  { width: 412, height: 823 },
];

test("the member overview does not move as its tiles arrive (desk PC and phone)", async ({ page }) => {
  await signIn(page, "reception");
  await watchLayoutShifts(page);
  for (const viewport of deskAndPhone) {
    await page.setViewportSize(viewport);
    await page.goto(`/members/${memberId}`);
    // loaded: the alerts, the details last confirmed, every tile's content and the messages
    await expect(page.getByRole("region", { name: "Alerts" })).toContainText("Medical conditions recorded:");
    await expect(page.getByRole("region", { name: "Details last confirmed" })).toContainText("Contact details");
    const tiles = page.getByRole("article");
    await expect(tiles).toHaveCount(7);
    await expect(tiles.filter({ hasText: "Marketing:" })).toHaveCount(1);
    await expect(tiles.filter({ hasText: "Home" })).toHaveCount(1);
    await expect(tiles.filter({ hasText: /past booking|No bookings yet/ })).toHaveCount(1);
    await expect(tiles.filter({ hasText: /No card on file|Card \d/ })).toHaveCount(1); // visits at the door
    await expect(tiles.filter({ hasText: "Language of correspondence" })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0); // no part still loading
    expect(await layoutShiftOf(page), `layout shift at ${viewport.width}x${viewport.height}`).toBeLessThan(0.1);
  }
});

test("the member's bookings do not move as the filters, the history and its virtual list arrive (desk PC and phone)", async ({
  page,
}) => {
  await signIn(page, "reception");
  await watchLayoutShifts(page);
  for (const viewport of deskAndPhone) {
    await page.setViewportSize(viewport);
    await page.goto(`/members/${memberId}/bookings`);
    // loaded: the filters, the history's summary and first rows, the restriction check's activities
    await expect(page.getByRole("form", { name: "Filter past bookings" })).toBeVisible();
    await expect(page.getByText(/^\d+ past bookings, newest first\.$/)).toBeVisible();
    const rows = page.getByRole("list", { name: "Past bookings" }).getByRole("listitem");
    await expect(rows.first()).toContainText(/Leeds Central|Harrogate Spa|Otley Pool/);
    await expect(page.getByLabel("Activity", { exact: true })).toBeEnabled();
    // nothing still loading (the live note, a status too, says whether other desks' changes arrive)
    const loading = page.getByRole("main").getByRole("status").and(page.locator(":not([data-live])"));
    await expect(loading.filter({ hasText: /\S/ })).toHaveCount(0);
    const before = await rows.first().boundingBox();
    expect(await layoutShiftOf(page), `layout shift at ${viewport.width}x${viewport.height}`).toBe(0);

    // used (a pointer moves over the page: not input that excuses a shift), the virtual list takes the still rows'
    // place: each row where it was
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await expect(rows.first()).toHaveAttribute("style", /translateY\(0px\)/);
    expect(await rows.first().boundingBox()).toEqual(before);
    expect(await layoutShiftOf(page), `layout shift once used at ${viewport.width}x${viewport.height}`).toBe(0);
  }
});
