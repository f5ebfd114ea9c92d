import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { platformControl, upstreams } from "./servers";

/**
 * Upstream mode only (scripts/e2e-upstream.mjs): the app reaches the platform through a proxy
 * this spec tells to misbehave, and each failure reads well on the member's medical screen.
 */
const platformMode = async (mode: "ok" | "down" | "slow" | "error" | "refuse") => {
  const answer = await fetch(platformControl(test.info().parallelIndex)!, { method: "POST", body: mode });
  expect(answer.status).toBe(204);
};

test.describe("upstream failures read well on screen", () => {
  test.skip(!upstreams, "runs in upstream mode (node scripts/e2e-upstream.mjs)");
  test.afterEach(async () => platformMode("ok"));

  const cases = [
    {
      mode: "down",
      message: "The platform cannot be reached. Try again in a moment; if it keeps happening, tell your administrator.",
    },
    {
      mode: "error",
      message: "The platform failed to answer (error 500). Try again; if it keeps happening, tell your administrator.",
    },
    { mode: "refuse", message: "The platform refused Frontdesk's credentials; tell your administrator." },
  ] as const;

  for (const { mode, message } of cases) {
    test(`platform ${mode}: the screen says what happened and what to do`, async ({ page }) => {
      await signIn(page, "reception");
      await platformMode(mode);
      await page.goto("/members/1001/medical");
      await expect(page.getByText(message).first()).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(page);
    });
  }

  test("a platform that does not answer: loading, then the timeout message, never a hanging page", async ({ page }) => {
    await signIn(page, "reception");
    await platformMode("slow");
    await page.goto("/members/1001/medical");
    // Three tries of PLATFORM_TIMEOUT_SECONDS (5 in the upstream run) with back-off.
    await expect(
      page
        .getByText(
          "The platform did not answer within 5 seconds. Try again; if it keeps happening, tell your administrator.",
        )
        .first(),
    ).toBeVisible({ timeout: 45_000 });
  });
});
