import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { platformControl, upstreams } from "./servers";

/**
 * Upstream mode only (scripts/e2e-upstream.mjs): the app reaches the platform through a proxy
 * this spec tells to misbehave, and each failure reads well on the member's medical screen.
 */
/** The breaker's words (lib/contract/platform-unreachable.ts), in the banner and in every refusal. */
const unreachable =
  /^The venue platform cannot be reached since \d\d:\d\d\. What you see was read before then; changes cannot be saved\.$/;

const platformMode = async (mode: "ok" | "down" | "slow" | "error" | "refuse") => {
  const answer = await fetch(platformControl(test.info().parallelIndex)!, { method: "POST", body: mode });
  expect(answer.status).toBe(204);
};

test.describe("upstream failures read well on screen", { tag: "@upstream" }, () => {
  test.skip(!upstreams, "runs in upstream mode (node scripts/e2e-upstream.mjs)");
  test.afterEach(async () => platformMode("ok"));

  const cases = [
    // the first failures say "The platform cannot be reached..." (lib/client/transport.ts); the page's own retries
    // open the breaker, whose words every screen then shows
    { mode: "down", message: unreachable },
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

  test("a platform that does not answer: after its time-outs the breaker opens and the banner says so", async ({
    page,
  }) => {
    await signIn(page, "reception");
    await platformMode("slow");
    await page.goto("/members/1001/medical");
    // The page's reads time out (PLATFORM_TIMEOUT_SECONDS, 5 in the upstream run), which opens the breaker.
    await expect(page.getByRole("banner").getByRole("alert").getByText(unreachable)).toBeVisible({ timeout: 45_000 });
    // nothing was read: the screen waits under the banner, nothing hangs without a word
    await expect(page.getByRole("region", { name: "Conditions" }).getByRole("status")).toBeVisible();
  });

  test("the platform stops and starts again mid-shift: one banner, what was read stays, writes refused at once", async ({
    page,
  }) => {
    await signIn(page, "reception");
    await page.goto(`/members/${demoMembers.guardian.memberId}/medical`);
    await expect(page.getByRole("heading", { level: 1, name: /^Medical details · Helen Marsh$/ })).toBeVisible();
    await expect(page.getByText("Deactivated type")).toBeVisible();

    await platformMode("down");
    // Elsewhere on the desk three reads fail in a row (the session's cookie, through the BFF): the breaker opens.
    for (let i = 0; i < 3; i++)
      expect((await page.request.get(`/api/members/${demoMembers.guardian.memberId}/consent`)).status()).toBe(503);

    // A write is refused at once, in words, and the screen learns the platform is away.
    await page.getByRole("button", { name: "Add condition" }).click();
    const add = page.getByRole("dialog", { name: "Add a medical condition" });
    await add.getByLabel("Condition type").selectOption({ label: "Epilepsy" });
    const sent = Date.now();
    await add.getByRole("button", { name: "Add condition" }).click();
    await expect(add.getByText(unreachable).first()).toBeVisible();
    expect(Date.now() - sent).toBeLessThan(3_000); // not the 5 s time-out, nor three of them
    await add.getByRole("button", { name: "Cancel" }).click();

    const banner = page.getByRole("banner").getByRole("alert");
    await expect(banner).toHaveCount(1);
    await expect(banner.getByText(unreachable)).toBeVisible();
    await expect(banner.getByText(/^This screen was read at \d\d:\d\d \(less than a minute ago\)\.$/)).toBeVisible();
    // what was read stays on screen
    await expect(page.getByRole("heading", { level: 1, name: /^Medical details · Helen Marsh$/ })).toBeVisible();
    await expect(page.getByText("Deactivated type")).toBeVisible();
    await expectNoAxeViolations(page);

    // The platform answers again: the breaker's probe closes it and the banner goes by itself.
    await platformMode("ok");
    await expect(banner).toHaveCount(0, { timeout: 15_000 });
    expect((await page.request.get(`/api/members/${demoMembers.guardian.memberId}/consent`)).status()).toBe(200);
  });
});
