import { demoMembers, enterDate, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** On the consent screen, what the member had agreed to at a date, from the history. */
test.describe("consent as at a date (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("tells agreed, withdrawn and never asked apart, with who recorded each change and from where", async ({
    page,
  }) => {
    test.slow(); // three dates typed segment by segment, each read back, and axe twice
    await page.goto(`/members/${demoMembers.guardian.memberId}/consent`);
    const section = page.getByRole("region", { name: "Consent as at a date" });
    const table = section.getByRole("table");
    const row = (name: string) => table.getByRole("row", { name: new RegExp(name) });
    await expect(table).toBeVisible();
    await expectNoAxeViolations(page);

    await enterDate(section.getByRole("group", { name: "As at (site time)" }), "2025-06-01T12:00");
    await expect(table).toContainText("Consent as at 01/06/2025");
    await expect(row("Summer swim offers 2025")).toContainText("Agreed");
    await expect(row("Summer swim offers 2025")).toContainText("20/05/2025");
    await expect(row("Summer swim offers 2025")).toContainText("at the desk");
    await expect(row("Monthly newsletter")).toContainText("Agreed");
    await expect(row("Monthly newsletter")).toContainText("by the member, online");

    await enterDate(section.getByRole("group", { name: "As at (site time)" }), "2025-08-01T12:00");
    await expect(row("Summer swim offers 2025")).toContainText("Withdrawn");
    await expect(row("Summer swim offers 2025")).toContainText("01/07/2025");

    await enterDate(section.getByRole("group", { name: "As at (site time)" }), "2023-06-01T12:00");
    await expect(row("Partner offers")).toContainText("Never asked");
    await expect(row("Partner offers")).toContainText("No change recorded by then");
    await expect(row("Text message")).toContainText("Never asked");
    await expect(row("Email")).toContainText("Agreed");
    await expectNoAxeViolations(page);

    await section.getByRole("button", { name: "Now" }).press("Enter");
    await expect(row("Partner offers")).toContainText("Agreed");
  });
});
