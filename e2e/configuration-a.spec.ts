import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations as expectAxeClean, signIn, test } from "./fixtures";

/**
 * Status previews show the operator's own colours as configured (with a low-contrast warning), so axe
 * leaves them out; so are toasts (sonner's rich error colours are the shared shell's, checked there).
 */
const expectNoAxeViolations = (page: Page) => expectAxeClean(page, { exclude: ["[data-operator-colours]"] });

/**
 * Configuration screens of part A (manager): statuses, sites, cost centres, user fields and
 * resource products. Writes touch only records these tests create or fields no other test reads.
 */
test.describe("configuration A (manager)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "manager"));

  test("statuses: colours as swatches, flags explained, axe-clean", async ({ page }) => {
    await page.goto("/configuration/statuses");
    await expect(page.getByRole("heading", { level: 1, name: "Member statuses" })).toBeVisible();
    const table = page.getByRole("table", { name: "Member statuses" });
    const prospect = table.getByRole("row").filter({ hasText: "PROSPECT" });
    await expect(prospect).toContainText("#BF8700");
    await expect(prospect).toContainText("Prospect status");
    await expect(table.getByRole("row").filter({ hasText: "FROZEN" })).toContainText("No colour");
    await expectNoAxeViolations(page);
  });

  test("statuses: edit colours by name and with the picker, then see them stored as #RRGGBB", async ({ page }) => {
    await page.goto("/configuration/statuses/EXPIRED");
    await expect(page.getByRole("heading", { level: 1, name: /Edit status EXPIRED/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const text = page.getByRole("textbox", { name: "Text colour as #RRGGBB or a colour name" });
    await text.fill("navy");
    await page.getByRole("button", { name: "Choose background colour" }).click();
    const picker = page.getByRole("dialog", { name: "Choose background colour" });
    await expect(picker).toBeVisible();
    await picker.getByRole("option").first().click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("textbox", { name: "Background colour as #RRGGBB or a colour name" })).toHaveValue(
      /^#[0-9A-F]{6}$/,
    );
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status EXPIRED saved")).toBeVisible();
    await expect(page).toHaveURL(/\/configuration\/statuses$/);
    await expect(page.getByRole("row").filter({ hasText: "EXPIRED" })).toContainText("#000080");
  });

  test("statuses: a description over 25 characters is refused under the field", async ({ page }) => {
    await page.goto("/configuration/statuses/EXPIRED");
    await page.getByLabel("Description").fill("A description longer than twenty-five");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("The status description cannot be more than 25 characters")).toBeVisible();
  });

  test("sites: list with inactive sites, rich detail with amenities and translations", async ({ page }) => {
    await page.goto("/configuration/sites");
    const table = page.getByRole("table", { name: "Sites" });
    await expect(table.getByRole("row").filter({ hasText: "OTLEY" })).toContainText("Inactive");
    await expectNoAxeViolations(page);
    await table.getByRole("link", { name: "Harrogate Spa" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Harrogate Spa" })).toBeVisible();
    for (const section of ["Organisations", "Images", "Social media", "Amenities", "Facilities", "Translations"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText("Free parking")).toBeVisible();
    await expect(page.getByText("fr-FR").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("cost centres: edit in a dialog; an empty description is refused", async ({ page }) => {
    await page.goto("/configuration/cost-centres");
    const row = page.getByRole("row").filter({ hasText: "CCTR0004" });
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: /Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: /Edit cost centre CCTR0004/ });
    await dialog.getByLabel("Description").fill("");
    await dialog.getByRole("button", { name: "Save cost centre" }).click();
    await expect(dialog.getByText("Description cannot be empty")).toBeVisible();
    await dialog.getByLabel("Description").fill("Retail, catering and vending");
    await dialog.getByLabel("Reference").fill("RC-400");
    await dialog.getByRole("button", { name: "Save cost centre" }).click();
    await expect(page.getByText("Cost centre CCTR0004 saved")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "CCTR0004" })).toContainText("Retail, catering and vending");
    await expect(page.getByRole("row").filter({ hasText: "CCTR0004" })).toContainText("RC-400");
  });

  test("user fields: create an Options field with a default; server messages land under the field", async ({
    page,
  }) => {
    await page.goto("/configuration/user-fields");
    await expect(page.getByRole("table", { name: "User fields" })).toContainText("How did you hear of us?");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "New user field" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New user field" })).toBeVisible();
    const label = `Kit size ${Date.now() % 100000}`;
    await page.getByLabel("Label").fill(label);
    await page.getByLabel("Type").selectOption("Options");
    await page.getByLabel("Option 1").fill("Small");
    await page.getByLabel("Option 2").fill("Large");
    await page.getByLabel("Default option").selectOption("Large");
    // A sort order already used by a seeded field: the platform refuses it.
    await page.getByLabel("Sort order (optional)").fill("30101");
    await page.getByRole("button", { name: "Create user field" }).click();
    // under the field (the failure toast says it too)
    await expect(
      page.locator("form").getByText("Another field already has this sort order. Choose another number."),
    ).toBeVisible();
    await page.getByLabel("Sort order (optional)").fill("");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create user field" }).click();
    await expect(page).toHaveURL(/\/configuration\/user-fields\?created=\d+$/);
    const row = page.getByRole("row").filter({ hasText: label });
    await expect(row).toContainText("Choice from a list");
    await expect(row).toContainText("Large");
  });

  test("user fields: the default-value editor follows the type", async ({ page }) => {
    await page.goto("/configuration/user-fields/new");
    await page.getByLabel("Type").selectOption("User");
    await expect(page.getByLabel("The signed-in user")).toBeVisible();
    await page.getByLabel("Type").selectOption("Date");
    await page.getByLabel("A default date").check();
    await page.getByLabel("Day", { exact: true }).selectOption("Fixed");
    await page.getByLabel("Day of month").fill("15");
    await expect(page.getByText(/Reads as: Day 15 of the current month/)).toBeVisible();
    await page.getByLabel("Type").selectOption("Currency");
    await page.getByLabel("Label").fill("Deposit");
    await page.getByLabel("Default amount (optional)").fill("£5");
    await page.getByRole("button", { name: "Create user field" }).click();
    await expect(
      page.locator("form").getByText("£5 is not an amount: enter an amount such as 12.50 as the default."),
    ).toBeVisible();
  });

  test("resource products: list with opening times, detail with the weekly pattern", async ({ page }) => {
    await page.goto("/configuration/resource-products");
    const table = page.getByRole("table", { name: "Resource products" });
    await expect(table.getByRole("row").filter({ hasText: "PADEL1" })).toContainText("Private to this product");
    await expect(table.getByRole("row").filter({ hasText: "COURT1" })).toContainText("Shared calendar");
    await expectNoAxeViolations(page);
    await table.getByRole("link", { name: "Padel court 1" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Padel court 1" })).toBeVisible();
    const week = page.getByRole("table", { name: /Weekly opening times/ });
    await expect(week.getByRole("row", { name: /Monday/ })).toContainText("Closed");
    await expect(week.getByRole("row", { name: /Tuesday/ })).toContainText("07:00–21:30");
    await expectNoAxeViolations(page);
  });
});
