import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { platformControl, upstreams } from "./servers";

/**
 * Each member's flags beside the name where the member is found (header search, results
 * page, Ctrl+K palette), in words and colour, read by screen readers. Upstream, a platform without the
 * list read (the proxy answers it 404) gives the highlighted result's flags as it is highlighted.
 */
const { guardian, dependant } = demoMembers;
const tobyFlags =
  "Flags: medical conditions recorded, privacy policy not signed, no valid payment card, dependant of a linked member.";
const helenFlags = "Flags: medical conditions recorded, guardian of a linked member.";

// The operator's status colours are checked apart (readable status badges); these checks are of the flags.
const operatorColours = { exclude: [".rounded-full[style]"] };

const platformMode = async (mode: "ok" | "without-flags") => {
  const answer = await fetch(platformControl(test.info().parallelIndex)!, { method: "POST", body: mode });
  expect(answer.status).toBe(204);
};

test.describe("flags at the point of search (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("the header search shows each result's flags, in words a screen reader reads with the name", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("/");
    await page.keyboard.type("Marsh");
    const toby = page.getByRole("option", { name: new RegExp(`${dependant.firstName} ${dependant.lastName}`) });
    await expect(toby).toContainText("Medical");
    await expect(toby).toContainText("Privacy not signed");
    await expect(toby).toContainText("No valid card");
    await expect(toby).toContainText("Dependant");
    await expect(toby).toHaveAccessibleName(new RegExp(tobyFlags.replace(/\./g, "\\.")));
    await expect(page.getByRole("option", { name: /Helen Marsh/ })).toContainText(helenFlags);
    await expectNoAxeViolations(page, operatorColours);
    // results are ranked by the search (surname, then first name): arrow down to Toby wherever he stands
    for (let i = 0; i < 8 && (await toby.getAttribute("aria-selected")) !== "true"; i++)
      await page.keyboard.press("ArrowDown");
    await expect(toby).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/members/${dependant.memberId}$`));
  });

  test("the results page and the Ctrl+K palette show them too, reachable by keyboard", async ({ page }) => {
    await page.goto("/?search=Marsh");
    const results = page.getByRole("link", { name: /Helen Marsh/ });
    await expect(results).toContainText(helenFlags);
    await expect(page.getByRole("link", { name: /Toby Marsh/ })).toContainText(tobyFlags);
    await expectNoAxeViolations(page, operatorColours);

    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await page.keyboard.type("Marsh");
    const item = palette.getByRole("menuitem", { name: new RegExp(`Open Helen Marsh #${guardian.memberId}`) });
    await expect(item).toContainText(helenFlags);
    await expect(item).toContainText("Guardian");
    await expectNoAxeViolations(page, operatorColours);
    // arrow down to Helen wherever the ranking puts her
    for (let i = 0; i < 8 && (await item.getAttribute("data-focused")) !== "true"; i++)
      await page.keyboard.press("ArrowDown");
    await expect(item).toHaveAttribute("data-focused", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/members/${guardian.memberId}$`));
  });

  test(
    "upstream without the list read, the highlighted result's flags load as it is highlighted",
    { tag: "@upstream" },
    async ({ page }) => {
      test.skip(!upstreams, "runs in upstream mode (node scripts/e2e-upstream.mjs)");
      await platformMode("without-flags");
      try {
        await page.goto("/");
        await page.waitForLoadState("networkidle");
        await page.keyboard.press("/");
        await page.keyboard.type("Marsh");
        const options = page.getByRole("option");
        await expect(options.first()).toBeVisible();
        await expect(page.getByTestId("member-flags")).toHaveCount(0);
        // the first result's flags load as it is highlighted, then the second's (whatever the ranking's order)
        const highlighted = page.locator('[role="option"][aria-selected="true"]');
        const flagsOf = async () =>
          ((await highlighted.textContent()) ?? "").includes("Toby") ? tobyFlags : helenFlags;
        await page.keyboard.press("ArrowDown");
        await expect(options.first()).toHaveAttribute("aria-selected", "true");
        await expect(highlighted).toContainText(await flagsOf());
        await expect(page.getByTestId("member-flags")).toHaveCount(1);
        await page.keyboard.press("ArrowDown");
        await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
        await expect(highlighted).toContainText(await flagsOf());
        await expectNoAxeViolations(page, operatorColours);
      } finally {
        await platformMode("ok");
      }
    },
  );
});

test.describe("flags at the point of search (sales)", () => {
  test("sales find members without their flags", async ({ page }) => {
    await signIn(page, "sales");
    await page.goto("/prospects");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("/");
    await page.keyboard.type("Marsh");
    await expect(page.getByRole("option", { name: /Helen Marsh/ })).toBeVisible();
    await expect(page.getByTestId("member-flags")).toHaveCount(0);
  });
});
