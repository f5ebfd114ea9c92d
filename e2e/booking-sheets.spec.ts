import type { Locator, Page } from "@playwright/test";
import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import { siteToday } from "@frontdesk/lib/venue/format";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/**
 * The booking-sheet editor (manager): drag a weekly block onto futureResourceBooking, see the
 * clash before saving, move it off the clash, save, edit it to monthly by nth weekday, delete a
 * date range. futureResourceBooking is COURT1 19:00-20:00 on the first Wednesday at least 14 days
 * after today in Europe/London (lib/platform/seed/booking-sheets.ts).
 */
function futureBookingDate() {
  const start = addCalendarDays(siteToday(), 14);
  const weekday = new Date(`${start}T00:00:00Z`).getUTCDay();
  return addCalendarDays(start, (3 - weekday + 7) % 7);
}
const futureBookingId = 800_000;

/** Types into a react-aria date or time field (segments in the venue's en-GB order). */
async function typeInto(scope: Page | Locator, label: string, value: string) {
  const field = scope.getByRole("group", { name: label, exact: true });
  await field.getByRole("spinbutton").first().click();
  const page = "keyboard" in scope ? scope : scope.page();
  await page.keyboard.type(
    value.includes("-") ? `${value.slice(8, 10)}${value.slice(5, 7)}${value.slice(0, 4)}` : value.replace(":", ""),
  );
}

/** Drags across a product's row of a day from one time to another (HH:mm), over 06:00-23:00. */
async function dragOnRow(page: Page, date: string, productIds: string[], from: string, to: string) {
  const first = page.locator(`[data-sheet-row][data-date="${date}"][data-product="${productIds[0]}"]`);
  const last = page.locator(`[data-sheet-row][data-date="${date}"][data-product="${productIds.at(-1)}"]`);
  await last.scrollIntoViewIfNeeded();
  await first.scrollIntoViewIfNeeded();
  const a = (await first.boundingBox())!;
  const b = (await last.boundingBox())!;
  const x = (box: { x: number; width: number }, time: string) =>
    box.x + ((Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - 360) / 1020) * box.width;
  await page.mouse.move(x(a, from), a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(x(b, to) - 10, b.y + b.height / 2, { steps: 5 });
  await page.mouse.move(x(b, to), b.y + b.height / 2, { steps: 2 });
  await page.mouse.up();
}

/** Drags down a product's column of the day view from one time to another (HH:mm), over 06:00-23:00. */
async function dragOnColumn(page: Page, productId: string, from: string, to: string, near: Locator) {
  const column = page.locator(`[data-sheet-column][data-product="${productId}"]`);
  await near.scrollIntoViewIfNeeded();
  const box = (await column.boundingBox())!;
  const y = (time: string) =>
    box.y + ((Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - 360) / 1020) * box.height;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y(from));
  await page.mouse.down();
  await page.mouse.move(x, y(to) - 10, { steps: 5 });
  await page.mouse.move(x, y(to), { steps: 2 });
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
    await typeInto(page, "Go to date", date);
    await expect(page.locator(`[data-sheet-row][data-date="${date}"][data-product="COURT1"]`)).toBeVisible();
    const booking = page.locator(`[data-booking="${futureBookingId}"]`);
    // what the block shows, as the eye reads it (the narrow or wide label, whichever fits)
    await expect(booking.locator("[data-block-label]")).toHaveText(/^19:00(-20:00)?\s*Badm(inton|\.)\s*2( members)?$/, {
      useInnerText: true,
    });
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
    const labels = await page
      .locator("[data-booking]")
      .evaluateAll((blocks) => blocks.map((b) => b.getAttribute("aria-label") ?? ""));
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.every((l) => /^Booking \d+: \d\d:\d\d-\d\d:\d\d, [A-Z][a-z-]+.*, \d+ members?$/.test(l))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("drag a one-off block, make it weekly, see the clash, move it, save, edit to monthly by nth weekday, delete a date range", async () => {
    // drag 18:30-19:30 over courts 1 and 2: a one-off block that meets booking 800000
    await dragOnRow(page, date, ["COURT1", "COURT2"], "18:30", "19:30");
    const editor = page.getByRole("complementary", { name: "New block" });
    await expect(editor).toBeVisible();
    await expect(editor.getByTestId("rule-sentence")).toHaveText(
      /^Once on Wednesday \d+ \w+, 18:30-19:30, badminton courts 1, 2$/,
    );
    await expect(editor.getByLabel("Last date")).toHaveCount(0);
    await expect(page.locator(`[data-booking="${futureBookingId}"][data-clash]`)).toBeVisible();
    // repeating is a choice
    await editor.getByLabel("Repeats").selectOption("Weekly");
    await expect(editor.getByTestId("rule-sentence")).toContainText(
      "Every week on Wednesday, 18:30-19:30, badminton courts 1, 2",
    );
    await expect(page.locator(`[data-booking="${futureBookingId}"][data-clash]`)).toBeVisible();
    const save = editor.getByRole("button", { name: "Save block" });
    await expect(save).toBeDisabled();
    await expect(
      editor.getByText(/^Save is disabled: the block clashes with 1 booking on 1 date, listed above/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // move it off the clash
    await typeInto(editor, "Start time", "20:00");
    await typeInto(editor, "End time", "21:00");
    await expect(editor.getByRole("status").filter({ hasText: "No clashes" })).toBeVisible();
    await expect(page.locator(`[data-booking="${futureBookingId}"][data-clash]`)).toHaveCount(0);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText(/Block saved: \d+ blocked periods/)).toBeVisible();
    const block = page
      .locator(`[data-sheet-row][data-date="${date}"][data-product="COURT1"]`)
      .getByRole("button", { name: /^Blocked 20:00-21:00/ });
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
    await typeInto(again, "Delete from", date);
    await typeInto(again, "Delete to", addCalendarDays(date, 27));
    await again.getByRole("button", { name: "Delete dates" }).click();
    await expect(page.getByText(/Removed \d+ blocked periods?/)).toBeVisible();
    await expect(block).toHaveCount(0);
  });

  test("move and resize a block by keyboard with the clash check, undo, delete this date, delete the whole schedule", async () => {
    const row = page.locator(`[data-sheet-row][data-date="${date}"][data-product="COURT2"]`);
    await page.getByRole("button", { name: "Close the editor" }).click();
    await dragOnRow(page, date, ["COURT2"], "09:00", "10:00");
    const editor = page.getByRole("complementary", { name: "New block" });
    await expect(editor.getByRole("status").filter({ hasText: "No clashes" })).toBeVisible();
    await editor.getByRole("button", { name: "Save block" }).click();
    await expect(page.getByText(/Block saved: 1 blocked period/)).toBeVisible();
    const block = (time: string) => row.getByRole("button", { name: new RegExp(`^Blocked ${time}`) });

    // keyboard: two slots later, one slot longer, then Enter saves
    await block("09:00-10:00").focus();
    await page.keyboard.press("ArrowRight");
    const edit = page.getByRole("complementary", { name: "Edit schedule" });
    await expect(edit.getByTestId("rule-sentence")).toContainText("09:15-10:15");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(edit.getByTestId("rule-sentence")).toContainText("09:30-10:45");
    await expect(row.locator('[data-preview-block="ok"]')).toBeVisible();
    await expect(edit.getByRole("status").filter({ hasText: "No clashes" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/Schedule replaced: 1 blocked period/)).toBeVisible();
    await expect(block("09:30-10:45")).toBeVisible();

    // undo puts it back where it was
    await page.getByRole("button", { name: "Undo: block moved" }).click();
    await expect(page.getByText("Undone: block moved")).toBeVisible();
    await expect(block("09:00-10:00")).toBeVisible();

    // delete this date, with confirmation; undo brings it back
    await block("09:00-10:00").click();
    await edit.getByRole("button", { name: "Delete this date" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this date?" });
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Delete this date" }).click();
    await expect(block("09:00-10:00")).toHaveCount(0);
    await page.getByRole("button", { name: "Undo: date deleted" }).click();
    await expect(block("09:00-10:00")).toBeVisible();

    // delete the whole schedule
    await block("09:00-10:00").click();
    await edit.getByRole("button", { name: "Delete the whole schedule" }).click();
    await page
      .getByRole("dialog", { name: "Delete the whole schedule?" })
      .getByRole("button", { name: "Delete the whole schedule" })
      .click();
    await expect(page.getByText("Schedule deleted")).toBeVisible();
    await expect(block("09:00-10:00")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Undo: schedule deleted" })).toBeEnabled();
  });

  test("a block dragged an hour later with the mouse shows the new time and the live clash check; Escape cancels; its end dragged resizes it", async () => {
    const row = page.locator(`[data-sheet-row][data-date="${date}"][data-product="COURT2"]`);
    const block = (time: string) => row.getByRole("button", { name: new RegExp(`^Blocked ${time}`) });
    const edit = page.getByRole("complementary", { name: "Edit schedule" });
    // the test before deleted the whole schedule: undo brings it back
    await page.getByRole("button", { name: "Undo: schedule deleted" }).click();
    await expect(block("09:00-10:00")).toBeVisible();
    await block("09:00-10:00").scrollIntoViewIfNeeded();
    const box = (await block("09:00-10:00").boundingBox())!;
    const hour = ((await row.boundingBox())!.width * 60) / 1020;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + hour, y, { steps: 4 });
    // while held, the block says where it would go and that nothing is in its way there
    await expect(row.locator('[data-drag-clash="false"]')).toContainText("10:00-11:00");
    await page.mouse.up();
    await expect(edit.getByTestId("rule-sentence")).toContainText("10:00-11:00");
    await expect(row.locator('[data-preview-block="ok"]')).toBeVisible();
    await block("09:00-10:00").focus();
    await page.keyboard.press("Escape");
    await expect(edit).toHaveCount(0);

    // its far end dragged half an hour later: longer, saved
    await page.mouse.move(box.x + box.width - 3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 3 + hour / 2, y, { steps: 3 });
    await page.mouse.up();
    await expect(edit.getByTestId("rule-sentence")).toContainText("09:00-10:30");
    await expect(edit.getByRole("status").filter({ hasText: "No clashes" })).toBeVisible();
    await edit.getByRole("button", { name: "Replace schedule" }).click();
    // the newest toast: the test before's own "Schedule replaced" may still be in the stack, word for word
    await expect(page.locator("[data-sonner-toast][data-front='true']")).toContainText(
      /Schedule replaced: 1 blocked period/,
    );
    await expect(block("09:00-10:30")).toBeVisible();
  });

  test("day view: the courts and rooms as columns in their own scrolling box at 1024x768, drag down a column with the clash check, keyboard move, axe", async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "day", exact: true }).click();
    const grid = page.getByRole("region", { name: /^Courts and rooms on Wednesday/ });
    await expect(grid).toBeVisible();
    // one column per court or room of the site, each booking and block in its own column
    const products = await page.getByRole("group", { name: "Show products" }).getByRole("checkbox").count();
    await expect(grid.locator("[data-sheet-column]")).toHaveCount(products);
    const booking = grid.locator(`[data-sheet-column][data-product="COURT1"] [data-booking="${futureBookingId}"]`);
    await expect(booking).toBeVisible();
    const block = grid
      .locator('[data-sheet-column][data-product="COURT2"]')
      .getByRole("button", { name: /^Blocked 09:00-10:30/ });
    await expect(block).toBeVisible();
    // the grid scrolls inside its box; the page itself never scrolls sideways
    expect(await grid.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    // the panel closed on saving: the block saved last is not checked against itself as a new one
    await expect(block).not.toHaveAccessibleName(/clash/);

    // drag 18:30-19:30 down court 1: the booking at 19:00 clashes before anything is saved
    await dragOnColumn(page, "COURT1", "18:30", "19:30", booking);
    const editor = page.getByRole("complementary", { name: "New block" });
    await expect(editor.getByTestId("rule-sentence")).toHaveText(
      /^Once on Wednesday \d+ \w+, 18:30-19:30, badminton court 1$/,
    );
    await expect(page.locator(`[data-booking="${futureBookingId}"][data-clash]`)).toBeVisible();
    await expect(editor.getByRole("button", { name: "Save block" })).toBeDisabled();
    await editor.getByRole("button", { name: "Close the editor" }).click();

    // keyboard: the arrows move a block down its column
    await block.focus();
    await page.keyboard.press("ArrowDown");
    const edit = page.getByRole("complementary", { name: "Edit schedule" });
    await expect(edit.getByTestId("rule-sentence")).toContainText("09:15-10:45");
    await expect(grid.locator('[data-sheet-column][data-product="COURT2"] [data-preview-block="ok"]')).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(edit).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("two tabs edit one schedule: the stale save shows their change instead of overwriting it; leaving with unsaved changes asks first", async () => {
    const court2 = '[data-product="COURT2"]';
    const mine = page.locator(`[data-sheet-column]${court2}`).getByRole("button", { name: /^Blocked 09:00-10:30/ });
    await mine.click();
    const edit = page.getByRole("complementary", { name: "Edit schedule" });
    await edit.getByLabel("Notes").fill("Net repair");

    // leaving with the unsaved note asks first; staying keeps it
    const dialogs: string[] = [];
    page.once("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.getByRole("link", { name: "Waiting lists" }).click();
    await expect.poll(() => dialogs).toEqual(["You have unsaved changes. Leave this page and lose them?"]);
    await expect(edit.getByLabel("Notes")).toHaveValue("Net repair");

    // meanwhile another tab changes the same schedule
    const tabB = await page.context().newPage();
    await tabB.goto("/booking-sheets");
    await tabB.getByLabel("Site").selectOption({ label: "Leeds Central" });
    await typeInto(tabB, "Go to date", date);
    await tabB
      .locator(`[data-sheet-row][data-date="${date}"]${court2}`)
      .getByRole("button", { name: /^Blocked 09:00-10:30/ })
      .click();
    const theirs = tabB.getByRole("complementary", { name: "Edit schedule" });
    await theirs.getByLabel("Notes").fill("New lights");
    await expect(theirs.getByRole("button", { name: "Replace schedule" })).toBeEnabled();
    await theirs.getByRole("button", { name: "Replace schedule" }).click();
    await expect(tabB.getByText(/Schedule replaced: 1 blocked period/)).toBeVisible();

    // this tab's save is stopped and shows their change
    await expect(edit.getByRole("button", { name: "Replace schedule" })).toBeEnabled();
    await edit.getByRole("button", { name: "Replace schedule" }).click();
    const notice = edit
      .getByRole("alert")
      .filter({ hasText: "This record was changed by someone else since you opened it." });
    await expect(notice).toContainText("Notes");
    await expect(notice).toContainText("New lights");
    await expectNoAxeViolations(page);
    await notice.getByRole("button", { name: "Load their changes" }).click();
    await expect(edit.getByLabel("Notes")).toHaveValue("New lights");
    await expect(notice).toHaveCount(0);

    // a deletion is stopped the same way when the other tab changed the schedule again
    await tabB
      .locator(`[data-sheet-row][data-date="${date}"]${court2}`)
      .getByRole("button", { name: /^Blocked 09:00-10:30/ })
      .click();
    await theirs.getByLabel("Notes").fill("Lights fixed");
    await expect(theirs.getByRole("button", { name: "Replace schedule" })).toBeEnabled();
    await theirs.getByRole("button", { name: "Replace schedule" }).click();
    await expect(theirs).toHaveCount(0); // saved: the panel closes
    await tabB.close();
    await edit.getByRole("button", { name: "Delete this date" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this date?" });
    await confirm.getByRole("button", { name: "Delete this date" }).click();
    await expect(
      page.getByText(/^This record was changed by someone else since you opened it\. Load their changes/),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(notice).toContainText("Lights fixed");
    await expect(mine).toBeVisible();
    await notice.getByRole("button", { name: "Load their changes" }).click();
    await edit.getByRole("button", { name: "Close the editor" }).click();
  });

  test("undo after someone else changed the schedule keeps their change and says so", async () => {
    const court2 = '[data-product="COURT2"]';
    // this page is on the day view (the tests before), a new tab on the week's rows
    const mine = page.locator(`[data-sheet-column]${court2}`).getByRole("button", { name: /^Blocked 09:00-10:30/ });
    const blockIn = (tab: Page) =>
      tab
        .locator(`[data-sheet-row][data-date="${date}"]${court2}`)
        .getByRole("button", { name: /^Blocked 09:00-10:30/ });
    await mine.click();
    const edit = page.getByRole("complementary", { name: "Edit schedule" });
    await edit.getByLabel("Notes").fill("Mine, to undo");
    await edit.getByRole("button", { name: "Replace schedule" }).click();
    await expect(page.getByText(/Schedule replaced: 1 blocked period/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Undo: schedule changed" })).toBeEnabled();

    // another tab changes the schedule after this tab's change
    const tabB = await page.context().newPage();
    await tabB.goto("/booking-sheets");
    await tabB.getByLabel("Site").selectOption({ label: "Leeds Central" });
    await typeInto(tabB, "Go to date", date);
    await blockIn(tabB).click();
    const theirs = tabB.getByRole("complementary", { name: "Edit schedule" });
    await expect(theirs.getByLabel("Notes")).toHaveValue("Mine, to undo");
    await theirs.getByLabel("Notes").fill("Theirs, kept");
    await theirs.getByRole("button", { name: "Replace schedule" }).click();
    await expect(theirs).toHaveCount(0);
    await tabB.close();

    // undo here would put back the schedule as it was before this tab's change, over theirs: it is refused
    await page.getByRole("button", { name: "Undo: schedule changed" }).click();
    await expect(
      page.getByText(
        "Not undone (schedule changed): someone else has changed this schedule since. The sheet now shows their version.",
      ),
    ).toBeVisible();
    await mine.click();
    await expect(edit.getByLabel("Notes")).toHaveValue("Theirs, kept");
    await edit.getByRole("button", { name: "Close the editor" }).click();
  });

  test("month view and product filter", async () => {
    await page.getByRole("button", { name: "month" }).click();
    await expect(page.getByRole("button", { name: /open the week/ }).first()).toBeVisible();
    await page.getByRole("group", { name: "Show products" }).getByLabel("Badminton court 3").uncheck();
    await expectNoAxeViolations(page);
  });
});
