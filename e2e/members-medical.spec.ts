import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** A filler member of the small demo dataset that no other spec changes. */
const medicalMemberId = 2290;

test.describe("medical details (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("shows the special-category notice and marks a condition of a deactivated type", async ({ page }) => {
    await page.goto(`/members/${demoMembers.guardian.memberId}/medical`);
    await expect(page.getByRole("heading", { level: 1, name: /^Medical details · Helen Marsh$/ })).toBeVisible();
    await expect(page.getByRole("note", { name: "Special-category data" })).toContainText(
      "Every view and change of this page is logged under your name.",
    );
    await expect(page.getByText("Deactivated type")).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("add, edit and remove a condition; deactivated types cannot be chosen", async ({ page }) => {
    await page.goto(`/members/${medicalMemberId}/medical`);
    await page.getByRole("button", { name: "Add condition" }).click();
    const add = page.getByRole("dialog", { name: "Add a medical condition" });
    const picker = add.getByLabel("Condition type");
    await expect(picker.getByRole("option", { name: "Back injury (old code) (deactivated)" })).toBeDisabled();
    await add.getByRole("button", { name: "Add condition" }).click();
    await expect(add.getByText("Choose a condition type.")).toBeVisible();
    await picker.selectOption({ label: "Epilepsy" });
    await add.getByLabel("Note").fill("Seizure plan kept at reception.");
    await add.getByRole("button", { name: "Add condition" }).click();
    await expect(page.getByText("Epilepsy added")).toBeVisible();
    const row = page.getByRole("listitem", { name: "Epilepsy" });
    await expect(row).toContainText("Seizure plan kept at reception.");

    await row.getByRole("button", { name: "Edit Epilepsy" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Epilepsy" });
    await edit.getByLabel("Note").fill("Seizure plan in the first-aid room.");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Epilepsy updated")).toBeVisible();
    await expect(row).toContainText("Seizure plan in the first-aid room.");

    await row.getByRole("button", { name: "Remove Epilepsy" }).click();
    await page
      .getByRole("dialog", { name: "Remove Epilepsy?" })
      .getByRole("button", { name: "Remove condition" })
      .click();
    await expect(page.getByText("Epilepsy removed")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Epilepsy" })).toHaveCount(0);
  });
});
