import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { platformControl, upstreams } from "./servers";

/**
 * The Staff screen's home sites are the platform's, read through the platform client:
 * in upstream mode the venue platform's, not the app database's. Runs embedded and upstream
 * (node scripts/e2e-upstream.mjs), unlike staff-accounts.spec.ts.
 */
const platformMode = async (mode: "ok" | "down") => {
  const answer = await fetch(platformControl(test.info().parallelIndex)!, { method: "POST", body: mode });
  expect(answer.status).toBe(204);
};

test.describe("the Staff screen's sites", () => {
  test("an admin chooses a home site from the platform's sites, and the staff list names it", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/staff");
    // the demo receptionist's home site, named from the platform's list
    await expect(page.getByRole("row", { name: /Rita Reception/ })).toContainText("Leeds Central");
    await page.getByRole("button", { name: "Add staff member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a staff member" });
    // the dialog's form loads after it opens: wait for the sites rather than read an empty select
    const homeSite = dialog.getByLabel("Home site");
    for (const site of ["Harrogate Spa", "Leeds Central", "Otley Pool"])
      await expect(homeSite.locator("option", { hasText: site })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test(
    "upstream: the sites come from the venue platform, so with it down the screen says so",
    { tag: "@upstream" },
    async ({ page }) => {
      test.skip(!upstreams, "runs in upstream mode (node scripts/e2e-upstream.mjs)");
      await signIn(page, "admin");
      await platformMode("down");
      try {
        await page.goto("/staff");
        await expect(
          page
            .getByText(
              "The platform cannot be reached. Try again in a moment; if it keeps happening, tell your administrator.",
            )
            .first(),
        ).toBeVisible({ timeout: 30_000 });
      } finally {
        await platformMode("ok");
      }
      await page.reload();
      await expect(page.getByRole("row", { name: /Rita Reception/ })).toContainText("Leeds Central");
    },
  );
});
