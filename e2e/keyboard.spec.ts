import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** Keyboard-first: the command palette (Ctrl+K) and a reception task without the mouse. */
test.describe("keyboard-first reception (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("Ctrl+K opens the palette; typing filters; Enter jumps to the member's screen", async ({ page }) => {
    const { memberId } = demoMembers.guardian;
    await page.goto(`/members/${memberId}`);
    await page.waitForLoadState("networkidle"); // the shortcuts listen once the page is hydrated: a key pressed before is lost
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette).toBeVisible();
    await expect(palette.getByRole("searchbox", { name: "Type a command or screen" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type("medical");
    await expect(palette.getByRole("menuitem")).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/members/${memberId}/medical$`));
    await expect(palette).toHaveCount(0);

    await page.keyboard.press("Control+k");
    await page.keyboard.press("Escape");
    await expect(palette).toHaveCount(0);
  });

  test("find a member and update their address with the keyboard only", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("/");
    await page.keyboard.type("Kapoor Ravi");
    await expect(page.getByRole("option", { name: /Ravi Kapoor/ })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/members/${demoMembers.unlinked.memberId}$`));
    await page.keyboard.press("Control+k");
    await page.keyboard.type("addresses");
    // members the search finds for "addresses" come first, whenever its answer arrives: arrow down until the command
    // has the focus (a single press took a member in one CI run, the search having answered first)
    const addresses = page.getByRole("menuitem", { name: /^Addresses of member/ });
    await expect(addresses).toBeVisible();
    await expect(async () => {
      await page.keyboard.press("ArrowDown");
      await expect(addresses).toHaveAttribute("data-focused", "true", { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/members/${demoMembers.unlinked.memberId}/addresses$`));
    const line3 = page.getByRole("group", { name: "Home address" }).getByLabel("Address line 3");
    await line3.focus();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Keyboard House");
    // Tab through to the save button and press it.
    for (let i = 0; i < 40; i++) {
      if (await page.getByRole("button", { name: "Save addresses" }).evaluate((el) => el === document.activeElement))
        break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(page.getByText("Addresses saved")).toBeVisible();
  });
});
