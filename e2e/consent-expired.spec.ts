import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** An expired campaign is explained before any grant; never a bare "Granted" beside "Expired". */
const expiredCampaign = "Summer swim offers 2025"; // ended 30 Sep 2025 (seed)
/** walletNoCard (sandbox-contract §4) holds consent to the expired campaign. */
const holderOfExpired = 1004;

test.describe("expired campaigns (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("granting an expired campaign is not offered, and the reason is given in plain words", async ({ page }) => {
    await page.goto(`/members/${demoMembers.guardian.memberId}/consent`);
    const row = page
      .getByRole("region", { name: "Marketing campaigns" })
      .getByRole("listitem", { name: new RegExp(`^${expiredCampaign}: not held`) });
    await expect(row).toContainText("Expired 30/09/2025");
    const grant = row.getByRole("button", { name: `Grant ${expiredCampaign}` });
    await expect(grant).toBeDisabled();
    await expect(grant).toHaveAccessibleDescription(
      /This campaign ended on 30\/09\/2025\. Consent cannot be granted to a campaign that has ended/,
    );
    await expectNoAxeViolations(page);
  });

  test("consent held for an expired campaign says it no longer applies", async ({ page }) => {
    await page.goto(`/members/${holderOfExpired}/consent`);
    const row = page
      .getByRole("region", { name: "Marketing campaigns" })
      .getByRole("listitem", { name: new RegExp(`^${expiredCampaign}: `) });
    await expect(row).toHaveAttribute("aria-label", `${expiredCampaign}: granted, campaign expired`);
    await expect(row.getByText("Granted, no longer applies")).toBeVisible();
    await expect(row.getByText("Granted", { exact: true })).toHaveCount(0);
    await expect(row).toContainText("so the consent recorded for it no longer applies");
  });
});
