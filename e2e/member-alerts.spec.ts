import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** The overview's alert banner; every alert links to the screen that deals with it. */
const cardNoReference = 1009;

test.describe("member alerts at a glance (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("medical conditions and a linked dependant show in the banner and lead to their screens", async ({ page }) => {
    const { memberId } = demoMembers.guardian;
    await page.goto(`/members/${memberId}`);
    const alerts = page.getByRole("region", { name: "Alerts" });
    await expect(alerts).toContainText("Medical conditions recorded:");
    await expect(alerts).toContainText(
      `Has a linked dependant: ${demoMembers.dependant.firstName} ${demoMembers.dependant.lastName}.`,
    );
    await expectNoAxeViolations(page);
    await alerts.getByRole("link", { name: "Read the medical details" }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${memberId}/medical$`));
    await page.goBack();
    await alerts
      .getByRole("link", { name: `Open ${demoMembers.dependant.firstName} ${demoMembers.dependant.lastName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/members/${demoMembers.dependant.memberId}$`));
  });

  test("an unverified recurring card is flagged with a link to the card screen", async ({ page }) => {
    await page.goto(`/members/${cardNoReference}`);
    const alerts = page.getByRole("region", { name: "Alerts" });
    await expect(alerts).toContainText("The recurring-payment card is not verified by the payment provider.");
    await alerts.getByRole("link", { name: "Check the card" }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${cardNoReference}/card$`));
  });
});
