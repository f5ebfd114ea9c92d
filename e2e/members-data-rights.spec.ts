import { readFile } from "node:fs/promises";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** A filler member no other spec uses (the data-rights flow erases it). */
const memberId = 2281;
/** The demo dataset's full class with waiting lists enabled (sandbox-contract §4 alertList.classBookingId). */
const classBookingId = 700_001;

/**
 * The overview's "on a waiting list" alert, and a manager's data rights (UK GDPR):
 * a JSON download and a printable copy of everything held, then a confirmed erasure request.
 */
test(
  "a manager sees the member's waiting list, exports their data and records their erasure",
  { tag: "@upstream" },
  async ({ page, baseURL }) => {
    await signIn(page, "manager");
    const joined = await page.request.post("/api/bookings/alert-list", {
      headers: { origin: new URL(baseURL!).origin },
      data: { memberId, slotReference: JSON.stringify({ bookingId: classBookingId, channel: "inCentre" }) },
    });
    expect(joined.status()).toBe(200);

    // The alert banner: on a waiting list, linking to that session's list.
    await page.goto(`/members/${memberId}`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const alerts = page.getByRole("region", { name: "Alerts" });
    await expect(alerts).toContainText(/On a waiting list: Spin, .* \(position \d+\)\./);
    await alerts.locator(`a[href*="session=${classBookingId}"]`).click();
    await expect(page).toHaveURL(
      new RegExp(`/bookings/waiting-lists\\?site=LEEDS&date=\\d{4}-\\d{2}-\\d{2}&session=${classBookingId}$`),
    );
    await expect(page.getByRole("list", { name: "Waiting list" })).toContainText(name);
    await page.goBack();

    // The JSON download holds the whole record, the waiting-list place included.
    const rights = page.getByRole("region", { name: "Data rights" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      rights.getByRole("link", { name: "Download their data (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^member-${memberId}-data-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.member.memberId).toBe(memberId);
    expect(data.waitingLists).toContainEqual(
      expect.objectContaining({ bookingId: classBookingId, activityName: "Spin" }),
    );
    expect(Array.isArray(data.pastBookings)).toBe(true);

    // The printable copy: a readable page of its own, axe-clean.
    const [copy] = await Promise.all([
      page.waitForEvent("popup"),
      rights.getByRole("link", { name: "Open a printable copy" }).click(),
    ]);
    await expect(copy.getByRole("heading", { level: 1, name: `Personal data held on ${name}` })).toBeVisible();
    await expect(copy.getByRole("table", { name: "Waiting-list places" })).toContainText("Spin");
    await expectNoAxeViolations(copy);
    await copy.close();

    // Erasure: the dialog names the consequences; Cancel changes nothing; confirming erases.
    const trigger = rights.getByRole("button", { name: "Record an erasure request" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: `Erase ${name}'s personal data?` });
    await expect(dialog).toContainText("Medical details, home and work addresses, and saved payment cards");
    await expect(dialog).toContainText("Bookings and discount records: accounting records the venue must keep");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await dialog.getByRole("button", { name: "Erase personal data" }).click();
    await expect(page.getByText(`Erasure recorded for member ${memberId}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Erased member" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Alerts" })).not.toContainText("On a waiting list");
  },
);
