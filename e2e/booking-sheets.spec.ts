import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/**
 * The booking-sheet editor (manager): drag a weekly block onto futureResourceBooking, see the
 * clash before saving, move it off the clash, save, edit it to monthly by nth weekday, delete a
 * date range. futureResourceBooking is COURT1 19:00-20:00 on the first Wednesday at least 14 days
 * after today in Europe/London (lib/platform/seed/booking-sheets.ts).
 */
const londonToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
function futureBookingDate() {
  const start = addDays(londonToday(), 14);
  const weekday = new Date(`${start}T00:00:00Z`).getUTCDay();
  return addDays(start, (3 - weekday + 7) % 7);
}
const futureBookingId = 800_000;

/** Drags across a product's row of a day from one time to another (HH:mm), over 06:00-23:00. */
async function dragOnRow(page: Page, date: string, productIds: string[], from: string, to: string) {
  const first = page.locator(`[data-sheet-row][data-date="${date}"][data-product="${productIds[0]}"]`);
  const last = page.locator(`[data-sheet-row][data-date="${date}"][data-product="${productIds.at(-1)}"]`);
  await last.scrollIntoViewIfNeeded();
  await first.scrollIntoViewIfNeeded();
  const a = (await first.boundingBox())!;
  const b = (await last.boundingBox())!;
  const x = (box: { x: number; width: number }, time: string) => box.x + ((Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - 360) / 1020) * box.width;
  await page.mouse.move(x(a, from), a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(x(b, to) - 10, b.y + b.height / 2, { steps: 5 });
  await page.mouse.move(x(b, to), b.y + b.height / 2, { steps: 2 });
  await page.mouse.up();
}

// one sign-in, one page, the steps in order
test.describe.serial("booking sheets (manager)", () => {
  let page: Page;
  const date = futureBookingDate();
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await signIn(page, "manager");
    await page.goto("/booking-sheets");
    await expect(page.getByRole("heading", { level: 1, name: "Booking sheets" })).toBeVisible();
    await page.getByLabel("Site").selectOption({ label: "Leeds Central" });
  });
  test.afterAll(() => page.context().close());

  test("bookings show time, activity and member count, in full on hover and on focus", async () => {
    await page.getByLabel("Go to date").fill(date);
    await expect(page.locator(`[data-sheet-row][data-date="${date}"][data-product="COURT1"]`)).toBeVisible();
    const booking = page.locator(`[data-booking="${futureBookingId}"]`);
    await expect(booking).toHaveText(/19:00-20:00 Badminton · 2 members/);
    await expect(booking).toHaveAccessibleName(`Booking ${futureBookingId}: 19:00-20:00, Badminton, 2 members`);
    const tooltip = booking.getByText(`Booking ${futureBookingId}: 19:00-20:00, Badminton, 2 members`);
    await expect(tooltip).toBeHidden();
    await booking.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await booking.focus();
    await expect(tooltip).toBeVisible();
    // every booking block of the week says what it is
    const labels = await page.locator("[data-booking]").evaluateAll((blocks) => blocks.map((b) => b.getAttribute("aria-label") ?? ""));
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.every((l) => /^Booking \d+: \d\d:\d\d-\d\d:\d\d, [A-Z][a-z-]+.*, \d+ members?$/.test(l))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("drag a one-off block, make it weekly, see the clash, move it, save, edit to monthly by nth weekday, delete a date range", async () => {

    // drag 18:30-19:30 over courts 1 and 2: a one-off block that meets booking 800000
    await dragOnRow(page, date, ["COURT1", "COURT2"], "18:30", "19:30");
    const editor = page.getByRole("complementary", { name: "New block" });
    await expect(editor).toBeVisible();
    await expect(editor.getByTestId("rule-sentence")).toHaveText(/^Once on Wednesday \d+ \w+, 18:30-19:30, badminton courts 1, 2$/);
    await expect(editor.getByLabel("Last date")).toHaveCount(0);
    await expect(page.locator(`[data-booking="${futureBookingId}"][data-clash]`)).toBeVisible();
    // repeating is a choice
    await editor.getByLabel("Repeats").selectOption("Weekly");
    await expect(editor.getByTestId("rule-sentence")).toContainText("Every week on Wednesday, 18:30-19:30, badminton courts 1, 2");
    await expect(page.locator(`[data-booking="${futureBookingId}"][data-clash]`)).toBeVisible();
    const save = editor.getByRole("button", { name: "Save block" });
    await expect(save).toBeDisabled();
    await expect(editor.getByText(new RegExp(`Save is disabled: the block clashes with booking #${futureBookingId}`))).toBeVisible();
    await expectNoAxeViolations(page);

    // move it off the clash
    await editor.getByLabel("Start time").fill("20:00");
    await editor.getByLabel("End time").fill("21:00");
    await expect(editor.getByRole("status").filter({ hasText: "No clashes" })).toBeVisible();
    await expect(page.locator(`[data-booking="${futureBookingId}"][data-clash]`)).toHaveCount(0);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText(/Block saved: \d+ blocked periods/)).toBeVisible();
    const block = page.locator(`[data-sheet-row][data-date="${date}"][data-product="COURT1"]`).getByRole("button", { name: /^Blocked 20:00-21:00/ });
    await expect(block).toBeVisible();

    // edit: monthly on the nth Wednesday that the date is
    await block.click();
    const edit = page.getByRole("complementary", { name: "Edit schedule" });
    await expect(edit.getByText(/Saving replaces the whole schedule/)).toBeVisible();
    const nth = Math.ceil(Number(date.slice(8, 10)) / 7);
    await edit.getByLabel("Repeats").selectOption("Monthly");
    await edit.getByLabel("By weekday").check();
    await edit.getByLabel("Which").selectOption(String(nth));
    await edit.getByLabel("Weekday", { exact: true }).selectOption("Wednesday");
    await expect(edit.getByTestId("rule-sentence")).toContainText(`Wednesday of the month, 20:00-21:00`);
    const replace = edit.getByRole("button", { name: "Replace schedule" });
    await expect(replace).toBeEnabled();
    await replace.click();
    await expect(page.getByText(/Schedule replaced: \d+ blocked periods/)).toBeVisible();
    await expect(block).toBeVisible();

    // delete the date range
    await block.click();
    const again = page.getByRole("complementary", { name: "Edit schedule" });
    await again.getByLabel("Delete from").fill(date);
    await again.getByLabel("Delete to").fill(addDays(date, 27));
    await again.getByRole("button", { name: "Delete dates" }).click();
    await expect(page.getByText(/Removed \d+ blocked periods?/)).toBeVisible();
    await expect(block).toHaveCount(0);
  });

  test("month view and product filter", async () => {
    await page.getByRole("button", { name: "month" }).click();
    await expect(page.getByRole("button", { name: /open the week/ }).first()).toBeVisible();
    await page.getByRole("group", { name: "Show products" }).getByLabel("Badminton court 3").uncheck();
    await expectNoAxeViolations(page);
  });
});
