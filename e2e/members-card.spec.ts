import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** A filler member of the small demo dataset that no other spec changes. */
const cardMemberId = 2292;
/** cardNoReference (sandbox-contract §4): designated by the PUT alone. */
const cardNoReference = 1009;

test.describe("payment card (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("explains a verified designated card and why it cannot be removed", async ({ page }) => {
    await page.goto(`/members/${demoMembers.guardian.memberId}/card`);
    const recurring = page.getByRole("region", { name: "Recurring-payment card" });
    await expect(recurring).toContainText("Visa ending 4242");
    await expect(recurring).toContainText("Verified. The payment provider gave a reference for this card");
    const designated = page.getByRole("listitem", { name: "Visa ending 4242" });
    await expect(designated.getByText("Designated", { exact: true })).toBeVisible();
    await expect(designated.getByRole("button", { name: "Remove Visa ending 4242" })).toBeDisabled();
    await expect(designated).toContainText(
      "The designated recurring payment card cannot be removed. Designate another card first.",
    );
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a card designated without a provider reference shows as not verified", async ({ page }) => {
    await page.goto(`/members/${cardNoReference}/card`);
    await expect(page.getByRole("region", { name: "Recurring-payment card" })).toContainText(
      "Not verified. This card was designated without the payment provider confirming it",
    );
  });

  test("the overview's payment-card tile leads to the screen", async ({ page }) => {
    await page.goto(`/members/${demoMembers.guardian.memberId}`);
    await page.getByRole("link", { name: "Open payment card" }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${demoMembers.guardian.memberId}/card$`));
  });

  test("save cards from provider tokens, designate, remove; card numbers are refused", async ({ page }) => {
    await page.goto(`/members/${cardMemberId}/card`);
    const form = page.getByRole("region", { name: "Save a card" });
    await form.getByLabel("Payment-provider token").fill("4242 4242 4242 4242");
    await form.getByRole("button", { name: "Save card" }).click();
    await expect(form.getByText("Card numbers are not accepted; send a provider token.")).toBeVisible();

    await form.getByLabel("Payment-provider token").fill("tok_visa_7301");
    await form.getByLabel(/Designate for recurring payments/).check();
    await form.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByText("Visa ending 7301 saved and designated (verified)")).toBeVisible();
    const recurring = page.getByRole("region", { name: "Recurring-payment card" });
    await expect(recurring).toContainText("Visa ending 7301");
    await expect(recurring).toContainText("Verified.");

    await form.getByLabel("Payment-provider token").fill("tok_mastercard_7302");
    await form.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByText("Mastercard ending 7302 saved")).toBeVisible();

    const mastercard = page.getByRole("listitem", { name: "Mastercard ending 7302" });
    await mastercard.getByRole("button", { name: "Designate Mastercard ending 7302" }).click();
    await expect(recurring).toContainText("Mastercard ending 7302");
    await expect(recurring).toContainText("Not verified.");

    const visa = page.getByRole("listitem", { name: "Visa ending 7301" });
    await visa.getByRole("button", { name: "Remove Visa ending 7301" }).click();
    await page
      .getByRole("dialog", { name: "Remove Visa ending 7301?" })
      .getByRole("button", { name: "Remove card" })
      .click();
    await expect(page.getByText("Visa ending 7301 removed")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Visa ending 7301" })).toHaveCount(0);
    await expect(mastercard.getByRole("button", { name: "Remove Mastercard ending 7302" })).toBeDisabled();
  });
});
