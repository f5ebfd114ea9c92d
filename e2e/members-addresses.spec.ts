import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** A filler member of the small demo dataset that no other spec changes. */
const addressMemberId = 2291;

test.describe("addresses (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("shows home and work in one form with the primary rule explained", async ({ page }) => {
    await page.goto(`/members/${demoMembers.guardian.memberId}/addresses`);
    const home = page.getByRole("group", { name: "Home address" });
    await expect(home.getByLabel("Address line 1")).toHaveValue("12 Oakwood Lane");
    await expect(page.getByRole("group", { name: "Work address" }).getByLabel("Postcode")).toHaveValue("LS1 4AP");
    await expect(page.getByRole("group", { name: "Primary address" }).getByLabel("Home")).toBeChecked();
    await expect(page.getByText("the primary address cannot be left blank")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("save both addresses, then a blank primary is refused under the primary choice", async ({ page }) => {
    await page.goto(`/members/${addressMemberId}/addresses`);
    const home = page.getByRole("group", { name: "Home address" });
    const work = page.getByRole("group", { name: "Work address" });
    const primary = page.getByRole("group", { name: "Primary address" });
    for (const [label, value] of [
      ["Address line 1", "7 Canal Wharf"],
      ["Address line 2", ""],
      ["Address line 3", ""],
      ["Town or city", "Leeds"],
      ["County or region", "West Yorkshire"],
      ["Postcode", "LS11 5PS"],
      ["Country", "United Kingdom"],
    ] as const) {
      await home.getByLabel(label).fill(value);
    }
    for (const label of [
      "Address line 1",
      "Address line 2",
      "Address line 3",
      "Town or city",
      "County or region",
      "Postcode",
      "Country",
    ])
      await work.getByLabel(label).fill("");
    await primary.getByLabel("Home").check();
    await page.getByRole("button", { name: "Save addresses" }).click();
    await expect(page.getByText("Addresses saved")).toBeVisible();

    await page.reload();
    await expect(home.getByLabel("Address line 1")).toHaveValue("7 Canal Wharf");
    await expect(primary.getByLabel("Home")).toBeChecked();

    // Work as primary while the work address is blank: the platform refuses, and says so under the choice.
    await primary.getByLabel("Work").check();
    await page.getByRole("button", { name: "Save addresses" }).click();
    await expect(primary.getByRole("alert")).toHaveText("Cannot have a primary address with empty values");

    await work.getByLabel("Address line 1").fill("Unit 4, Aire Business Park");
    await work.getByLabel("Postcode").fill("LS10 1AB");
    await page.getByRole("button", { name: "Save addresses" }).click();
    await expect(page.getByText("Addresses saved")).toBeVisible();
    await page.reload();
    await expect(primary.getByLabel("Work")).toBeChecked();
  });
});
