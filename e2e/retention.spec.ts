import { readFile } from "node:fs/promises";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** A filler member no other spec uses: the manager's legal hold is placed and released on it. */
const memberId = 2283;

/**
 * The retention schedule. An administrator sees a rule refused in words, runs a dry run (counts, a
 * sample, the CSV), then a run; its receipt stays on screen. The e2e server's data is shared with other specs,
 * so the run is made with periods of 100 years (nothing due): what it shows is the flow, the receipt and its
 * rules; what runs do to due records is app/api/_tests/retention.test.ts's. A manager sees the member's due date and
 * places and releases a legal hold.
 */
test("an administrator sets a rule, does a dry run and a run, and its receipt is kept", async ({ page, baseURL }) => {
  await signIn(page, "admin");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Retention" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Retention schedule" })).toBeVisible();
  const lapsed = page.getByRole("form", { name: "Lapsed members" });
  await expect(lapsed).toContainText("UK default: 6 years.");

  // A period of 0 is refused under its field before anything is sent.
  await lapsed.getByLabel("Period").fill("0");
  await lapsed.getByRole("button", { name: "Save" }).click();
  await expect(lapsed.getByText(/Enter a period of at least 1/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The dry run with the defaults: counts and a sample; nothing changes.
  await page.getByRole("button", { name: "Do a dry run" }).click();
  const table = page.getByRole("table", { name: /^Dry run at / });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row", { name: /Sent messages/ })).toContainText("still waiting to be sent");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Download CSV of every record/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^retention-dry-run-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, "utf8")).trim().split("\r\n");
  expect(csv[0]).toBe("Rule,Record ID,Member ID,Last activity (UTC),Action");
  const due = Number(await page.getByTestId("due-lapsedMembers").textContent());
  expect(csv.filter((line) => line.startsWith("lapsedMembers,") && line.endsWith(",anonymise"))).toHaveLength(due);

  // Every rule to 100 years (nothing is that old), through the screen, then a run and its receipt.
  const origin = new URL(baseURL!).origin;
  for (const kind of ["prospects", "prospectInteractions", "signInEvents", "staffAudit", "sentMessages"]) {
    const saved = await page.request.put(`/api/retention/rules/${kind}`, {
      headers: { origin },
      data: { period: 100, unit: "years", enabled: true },
    });
    expect(saved.status()).toBe(200);
  }
  await page.reload();
  await lapsed.getByLabel("Period").fill("100");
  await lapsed.getByLabel("Unit").selectOption("years");
  await lapsed.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Lapsed members: rule saved")).toBeVisible();
  // staff by name, as the data-access audit names them
  await page.getByText(/^Changes to the rules/).click();
  await expect(page.getByText(/: Ada Admin set lapsed members to 100 years, on/).first()).toBeVisible();

  await page.getByRole("button", { name: "Run the schedule now" }).click();
  await expect(page.getByText("Retention run started")).toBeVisible();
  const receipt = page.getByRole("listitem", { name: /^Run \d+$/ }).first();
  await expect(receipt).toContainText("Finished");
  await expect(receipt).toContainText("by Ada Admin");
  await expect(receipt.getByRole("row", { name: /Lapsed members/ })).toContainText("0 anonymised");
  await expect(receipt.getByRole("row", { name: /Sent messages/ })).toContainText("0 deleted");
  await expect(page.getByRole("button", { name: "Run the schedule now" })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test("a manager sees when a member's data falls due, and keeps it with a legal hold", async ({ page }) => {
  await signIn(page, "manager");
  await page.goto(`/members/${memberId}`);
  const rights = page.getByRole("region", { name: "Data rights" });
  await expect(rights).toContainText(
    /Retention: (Due for anonymising on|Not due while they are active|No retention rule applies)/,
  );
  await rights.getByRole("button", { name: "Keep (legal hold)" }).click();
  const dialog = page.getByRole("dialog", { name: "Keep this member's data" });
  await dialog.getByRole("button", { name: "Keep the data" }).click();
  await expect(dialog.getByText("Give the reason for keeping this member's data.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Personal injury claim pending");
  await dialog.getByRole("button", { name: "Keep the data" }).click();
  await expect(page.getByText("Legal hold placed: the schedule will keep this member's data")).toBeVisible();
  await expect(rights).toContainText("Kept under a legal hold placed by Mona Manager");
  await expectNoAxeViolations(page);
  await rights.getByRole("button", { name: "Release the hold" }).click();
  await page
    .getByRole("dialog", { name: "Release the legal hold?" })
    .getByRole("button", { name: "Release the hold" })
    .click();
  await expect(page.getByText("Legal hold released")).toBeVisible();
  await expect(rights.getByRole("button", { name: "Keep (legal hold)" })).toBeVisible();
});
