import { expect, expectNoAxeViolations, signIn, staffNames, test } from "./fixtures";

/** Details that stay current. A demo member who joined in 2020 and was never checked since. */
const neverChecked = 2016;
// The operator's status colours are checked apart (readable status badges); these checks are of the panel.
const operatorColours = { exclude: [".rounded-full[style]"] };

test.describe("details that stay current (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("the overview asks to check old details; 'Checked, still correct' records who and when", async ({ page }) => {
    test.slow(); // axe twice and a reload on a busy machine
    // a member with no wallet yet is an ordinary state: no read of the overview answers 404 (nor shows it in the console)
    const missing: string[] = [];
    page.on("response", (r) => void (r.status() === 404 && missing.push(r.url())));
    await page.goto(`/members/${neverChecked}`);
    const section = page.getByRole("region", { name: "Details last confirmed" });
    await expect(section).toContainText(
      "Please check contact details, addresses and medical details with the member: last confirmed more than 12 months ago.",
    );
    await expect(page.getByText("No saved cards yet.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0); // every tile loaded
    expect(missing).toEqual([]);
    await expect(section).toContainText("01/01/2020, as given when joining");
    await expectNoAxeViolations(page, operatorColours);

    await section.getByRole("button", { name: "Checked, still correct" }).press("Enter");
    await expect(
      page.getByText("Contact details, addresses and medical details confirmed as still correct."),
    ).toBeVisible();
    await expect(section.getByRole("button", { name: "Checked, still correct" })).toHaveCount(0);
    await expect(section).toContainText(`checked by ${staffNames.reception}`);
    await expect(section).not.toContainText("due for a check");
    await expectNoAxeViolations(page, operatorColours);

    await page.reload();
    await expect(page.getByRole("region", { name: "Details last confirmed" })).toContainText(
      `checked by ${staffNames.reception}`,
    );
  });
});
