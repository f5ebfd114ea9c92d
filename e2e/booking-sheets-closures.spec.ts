import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import { siteToday } from "@frontdesk/lib/venue/format";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { book, platformBase, platformToken, typeInto } from "./booking-sheet-api";

/**
 * Closures: a weekly closure over a year on courts 1 and 2 against five bookings on three
 * of its dates, all listed before saving and skipped in one request, with the call list; the year's
 * bank holidays in one step. Courts 1 and 2 carry no demo bookings on these days
 * (lib/platform/seed/booking-sheets.ts), so the test books its own through the platform's API.
 */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

// each test signs in, books or reads a year of the sheet, and runs axe on a busy week: the slow budget
test.beforeEach(() => test.slow());

async function openSheet(page: Page) {
  await signIn(page, "manager");
  await page.goto("/booking-sheets");
  await expect(page.getByRole("heading", { level: 1, name: "Booking sheets" })).toBeVisible();
  await page.getByLabel("Site").selectOption({ label: "Leeds Central" });
  await expect(page.getByRole("button", { name: "Bank holidays" })).toBeVisible();
}

test(
  "a weekly closure over a year: every clash listed before saving, the call list, skipped in one request",
  { tag: "@upstream" },
  async ({ page, baseURL }) => {
    // a weekday of its own per attempt, so a retry never meets the first attempt's bookings
    const weekday = 4 + test.info().retry;
    let start = addCalendarDays(siteToday(), 8);
    while (weekdayOf(start) !== weekday) start = addCalendarDays(start, 1);
    const until = addCalendarDays(start, 51 * 7);
    const [d1, d2, d3] = [10, 30, 45].map((week) => addCalendarDays(start, week * 7));
    const base = platformBase(baseURL!);
    const token = platformToken();
    const { guardian, dependant, unlinked } = demoMembers;
    const ids = [
      await book(page, base, token, "COURT1", d1, "18:00", "19:00", [guardian.memberId]),
      await book(page, base, token, "COURT2", d1, "19:00", "20:00", [dependant.memberId]),
      await book(page, base, token, "COURT1", d2, "18:30", "19:30", [unlinked.memberId]),
      await book(page, base, token, "COURT2", d2, "19:00", "20:00", [guardian.memberId, dependant.memberId]),
      await book(page, base, token, "COURT2", d3, "17:30", "18:30", []),
    ];

    await openSheet(page);
    await page.getByRole("button", { name: "New block" }).click();
    const editor = page.getByRole("complementary", { name: "New block" });
    // at a desk's 1280x800 the editor's drawer sits beside the sheet, never over its right edge
    // every control of the screen (toolbar, product filter, sheet) outside the drawer is left of it; the sheet's
    // rows scroll inside their own box, which ends before the drawer
    const drawer = editor.locator("xpath=..");
    const covered = await drawer.evaluate((panel) => {
      const left = panel.getBoundingClientRect().left;
      const controls = [
        ...document.querySelectorAll<HTMLElement>("main :is(button, input, select, [role=spinbutton])"),
      ];
      return controls
        .filter((c) => !panel.contains(c) && c.offsetParent !== null && !c.closest(".overflow-x-auto"))
        .filter((c) => c.getBoundingClientRect().right > left)
        .map((c) => c.getAttribute("aria-label") ?? c.textContent ?? c.tagName)
        .concat(
          [...document.querySelectorAll<HTMLElement>("main .overflow-x-auto")]
            .filter((box) => box.getBoundingClientRect().right > left)
            .map(() => "the sheet"),
        );
    });
    expect(covered).toEqual([]);
    await editor.getByLabel("Badminton court 1").check();
    await editor.getByLabel("Badminton court 2").check();
    await typeInto(editor, "Date", start);
    await editor.getByLabel("Repeats").selectOption("Weekly");
    await typeInto(editor, "Last date", until);
    await typeInto(editor, "Start time", "18:00");
    await typeInto(editor, "End time", "20:00");
    await expect(editor.getByTestId("rule-sentence")).toContainText("Every week on");

    // all five bookings on their three dates, months away from the week on screen
    const clashes = editor.getByRole("region", { name: "Clashes, by date" });
    await expect(
      editor.getByRole("heading", { name: "Clashes in the whole range: 5 bookings on 3 dates" }),
    ).toBeVisible();
    await expect(clashes.locator("[data-clash-row]")).toHaveCount(5);
    for (const id of ids) await expect(clashes).toContainText(`booking #${id}`);
    await expect(clashes).toContainText(`${guardian.firstName} ${guardian.lastName}`);
    await expect(editor.getByRole("button", { name: "Save block" })).toBeDisabled();
    await expect(editor.getByText(/^Save is disabled: the block clashes with 5 bookings on 3 dates/)).toBeVisible();
    await expectNoAxeViolations(page);

    // the call list: five rows, printable, and as CSV
    await editor.getByRole("button", { name: /^Call list of the 5 affected bookings/ }).click();
    const dialog = page.getByRole("dialog", { name: "Call list" });
    await expect(dialog.locator("[data-call-row]")).toHaveCount(5);
    await expect(dialog).toContainText(`${guardian.firstName} ${guardian.lastName}`);
    await expect(dialog.getByRole("button", { name: "Print" })).toBeVisible();
    await expectNoAxeViolations(page);
    // printed: the list and only the list (the dialog around it is hidden too, so the page is asked, not the dialog)
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-call-row]")).toHaveCount(5);
    for (const row of await page.locator("[data-call-row]").all()) await expect(row).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Phone" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Booking sheets" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download CSV of the affected bookings" }).click();
    const csv = readFileSync(await (await download).path(), "utf8")
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe("Booking ID,Date,Time,Product,Member,Phone");
    expect(csv).toHaveLength(6);
    expect(
      csv
        .slice(1)
        .map((line) => Number(line.split(",")[0]))
        .sort(),
    ).toEqual([...ids].sort());
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // skip: one request without the three dates
    const writes: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/booking-sheets/exception")
        writes.push(r.postData() ?? "");
    });
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/booking-sheets/exception",
    );
    await editor.getByRole("button", { name: "Skip the clashing dates (3)" }).click();
    const answer = await (await saved).json();
    await expect(page.getByText("Block saved: 98 blocked periods (3 clashing dates skipped)")).toBeVisible();
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0]).exclusionDates).toEqual([d1, d2, d3]);
    const schedule = await (await page.request.get(`/api/booking-sheets/exception/${answer.scheduleId}`)).json();
    expect(new Set(schedule.exceptions.map((e: { dateTimeFrom: string }) => e.dateTimeFrom.slice(0, 10))).size).toBe(
      49,
    );
    expect(schedule.exclusionDates).toEqual([d1, d2, d3]);
    expect(schedule.notes).toContain(`Skipped for clashes: ${d1}, ${d2}, ${d3}.`);
    // nobody saw the platform's 409 (a whole number: booking ids such as 800409 are on the sheet)
    await expect(page.getByText(/\b409\b|Conflict/)).toHaveCount(0);

    // the schedule lists its skipped dates
    await typeInto(page.locator("body"), "Go to date", start);
    await page
      .locator(`[data-sheet-row][data-date="${start}"][data-product="COURT1"]`)
      .getByRole("button", { name: /^Blocked 18:00-20:00/ })
      .click();
    const edit = page.getByRole("complementary", { name: "Edit schedule" });
    await expect(edit.getByRole("list", { name: "Skipped dates" }).getByRole("listitem")).toHaveCount(3);
    await expect(edit.getByLabel("Notes")).toHaveValue(/Skipped for clashes:/);
    await edit.getByRole("button", { name: "Close the editor" }).click();
  },
);

test("England and Wales bank holidays on two courts: one schedule per holiday, a second run creates none, each removable", async ({
  page,
}) => {
  const year = 2027 + test.info().retry;
  await openSheet(page);
  // by keyboard: the dialog opens from its button
  await page.getByRole("button", { name: "Bank holidays" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Close the bank holidays" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Year", { exact: true }).fill(String(year));
  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/api/booking-sheets/")) writes.push(r.url());
  });
  // refused under the fields, in the screen's words, before anything is sent: no product, then times the wrong way round
  await dialog.getByRole("button", { name: "Close the open holidays" }).click();
  await expect(dialog.getByLabel("Badminton court 1")).toHaveAccessibleDescription("Choose at least one product.");
  await dialog.getByLabel("Badminton court 1").check();
  await dialog.getByLabel("Badminton court 2").check();
  await typeInto(dialog, "Closed from", "18:00");
  await typeInto(dialog, "Closed until", "08:00");
  await dialog.getByRole("button", { name: "Close the open holidays" }).click();
  await expect(dialog.getByText("Closed until must be after closed from.")).toBeVisible();
  expect(writes).toEqual([]);
  await typeInto(dialog, "Closed from", "06:00");
  await typeInto(dialog, "Closed until", "23:00");
  const holidays = dialog.getByRole("region", { name: "The year's bank holidays" }).locator("[data-holiday]");
  await expect(holidays.first()).toBeVisible();
  const count = await holidays.count();
  expect(count).toBeGreaterThanOrEqual(8);
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Close the open holidays" }).press("Enter");
  await expect(dialog.getByRole("status")).toHaveText(`Closed ${count} bank holidays.`);
  // the toast that says so leaves the dialog's Cancel uncovered
  const cancel = dialog.getByRole("button", { name: "Cancel" });
  await cancel.scrollIntoViewIfNeeded();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: `Closed ${count} bank holidays.` });
  await expect(toast).toBeVisible();
  const [toastBox, cancelBox] = [await toast.boundingBox(), await cancel.boundingBox()];
  const apart =
    toastBox!.x >= cancelBox!.x + cancelBox!.width ||
    cancelBox!.x >= toastBox!.x + toastBox!.width ||
    toastBox!.y >= cancelBox!.y + cancelBox!.height ||
    cancelBox!.y >= toastBox!.y + toastBox!.height;
  expect(apart, `toast ${JSON.stringify(toastBox)} over Cancel ${JSON.stringify(cancelBox)}`).toBe(true);
  await expect(holidays.filter({ hasText: "Closed: badminton courts 1, 2" })).toHaveCount(count);

  // again: nothing created, and it says so
  await dialog.getByRole("button", { name: "Close the open holidays" }).click();
  await expect(dialog.getByRole("status")).toHaveText(`Nothing created. ${count} holidays were already closed.`);

  // one holiday removed on its own
  const christmas = holidays.filter({ hasText: "Christmas Day" }).first();
  await christmas.getByRole("button", { name: /^Remove the closure of Christmas Day/ }).click();
  await expect(christmas).toContainText("Open");
  await expect(holidays.filter({ hasText: "Closed: badminton courts 1, 2" })).toHaveCount(count - 1);
  // focus stays in the dialog, on the holiday's row, so Escape still closes it
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("a status's behaviour change says how many members hold it before it applies", async ({ page }) => {
  await signIn(page, "manager");
  await page.goto("/configuration/statuses/JUNIOR");
  await expect(page.getByRole("heading", { level: 1, name: /Edit status JUNIOR/ })).toBeVisible();
  const flag = page.getByLabel("Collect sales invoices");
  const before = await flag.isChecked();
  await flag.setChecked(!before);
  await page.getByRole("button", { name: "Save status" }).click();
  const confirm = page.getByRole("group", { name: "Apply this change to everyone holding JUNIOR?" });
  await expect(confirm).toContainText(
    /\d+ members? holds? this status\. The change applies to them at once: Collect sales invoices/,
  );
  // the preview shows the status's own colours, which are the venue's data, not the screen's
  await expectNoAxeViolations(page, { exclude: ['[aria-label="Preview"]'] });
  await confirm.getByRole("button", { name: "Go back" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(flag).toBeChecked({ checked: !before });
  // applied, then put back as it was
  await page.getByRole("button", { name: "Save status" }).click();
  await page.getByRole("button", { name: /^Apply to \d+ members?$/ }).click();
  await expect(page.getByText("Status JUNIOR saved")).toBeVisible();
  await page.goto("/configuration/statuses/JUNIOR");
  await page.getByLabel("Collect sales invoices").setChecked(before);
  await page.getByRole("button", { name: "Save status" }).click();
  await page.getByRole("button", { name: /^Apply to \d+ members?$/ }).click();
  await expect(page.getByText("Status JUNIOR saved")).toBeVisible();
});

for (const viewport of [
  { name: "desk", width: 1280, height: 800 },
  { name: "tablet", width: 1024, height: 768 },
]) {
  test(`week view on a ${viewport.name} (${viewport.width}x${viewport.height}): every block's label fits its block`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openSheet(page);
    // the demo's busy courts this week: bookings and the maintenance blocks
    const labels = page.locator("[data-booking] [data-block-label], [data-exception] [data-block-label]");
    await expect(labels.first()).toBeVisible();
    const cut = await labels.evaluateAll((spans) =>
      spans.flatMap((span) =>
        [...span.querySelectorAll<HTMLElement>("[data-label-part]")]
          .filter((part) => part.offsetParent !== null)
          .filter(
            (part) =>
              part.scrollWidth > part.clientWidth + 1 ||
              part.getBoundingClientRect().bottom > span.getBoundingClientRect().bottom + 1 ||
              part.getBoundingClientRect().right > span.getBoundingClientRect().right + 1,
          )
          .map((part) => `${span.parentElement?.getAttribute("aria-label")}: "${part.textContent}"`),
      ),
    );
    expect(await labels.count()).toBeGreaterThan(10);
    expect(cut).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
