import { demoMembers, expect, expectNoAxeViolations, signIn, test, enterDate } from "./fixtures";

const { guardian, dependant } = demoMembers;

test.describe("members (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("the shell is keyboard-first and axe-clean", async ({ page }) => {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.locator("body").click({ position: { x: 5, y: 400 } });
    // "/" from anywhere (once the page is interactive) focuses the member search.
    await expect(async () => {
      await page.keyboard.press("/");
      await expect(page.getByRole("combobox", { name: "Search members" })).toBeFocused({ timeout: 500 });
    }).toPass();
    await expectNoAxeViolations(page);
  });

  test("the theme toggle switches to dark and is remembered", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("search by name as you type, Enter opens the best match", async ({ page }) => {
    const search = page.getByRole("combobox", { name: "Search members" });
    await search.focus();
    await search.pressSequentially(`${guardian.firstName} ${guardian.lastName}`);
    const options = page.getByRole("listbox", { name: "Matching members" }).getByRole("option");
    await expect(options.first()).toContainText(`${guardian.firstName} ${guardian.lastName}`);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/members/${guardian.memberId}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `${guardian.firstName} ${guardian.lastName}` }),
    ).toBeVisible();
  });

  test("'Show all matches' opens the full list, from the Members page as from any other; the live region waits for results", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByText("Start typing to see matching members.")).toBeVisible();
    const search = page.getByRole("combobox", { name: "Search members" });
    // everything the header search's live region says while results arrive
    await page.evaluate(() => {
      const status = document.querySelector('input[role="combobox"]')!.parentElement!.querySelector('[role="status"]')!;
      const said: string[] = [];
      Object.assign(window, { said });
      new MutationObserver(() => said.push(status.textContent ?? "")).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await search.focus();
    await search.pressSequentially("W");
    const showAll = page.getByRole("link", { name: /^Show all [\d,+]+ matches$/ });
    await expect(showAll).toBeVisible();
    const said = (await page.evaluate(() => (window as unknown as { said: string[] }).said)).filter(Boolean);
    expect(said.length).toBeGreaterThan(0);
    expect(said.filter((text) => /^0 of /.test(text))).toEqual([]);
    await showAll.click();
    await expect(page).toHaveURL(/\/\?search=W$/);
    await expect(page.getByLabel("Find a member")).toHaveValue("W");
    await expect(page.getByText(/^Members 1 to 25 of /)).toBeVisible();
  });

  test("the overview shows identity, status, linked members and the record tiles", async ({ page }) => {
    await page.goto(`/members/${guardian.memberId}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `${guardian.firstName} ${guardian.lastName}` }),
    ).toBeVisible();
    await expect(page.getByText("Full member")).toBeVisible();
    await expect(page.getByText(`#${guardian.memberId}`)).toBeVisible();
    const linked = page.getByRole("link", { name: new RegExp(`^${dependant.firstName} ${dependant.lastName}`) }); // the linked-members chip, not the alert banner's "Open ..."
    await expect(linked).toHaveAttribute("href", `/members/${dependant.memberId}`);
    for (const tile of ["Consent", "Payment card", "Medical", "Addresses"])
      await expect(page.getByRole("heading", { level: 3, name: tile })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0); // every tile loaded
    await expectNoAxeViolations(page);
  });

  test("the language of correspondence is set on the overview, kept, and said in words", async ({ page }) => {
    await page.goto(`/members/${dependant.memberId}`);
    await page.waitForLoadState("networkidle"); // the tile is in the page's HTML: a choice made before hydration is lost
    const tile = page.getByRole("article").filter({ hasText: "Language of correspondence" });
    const select = tile.getByLabel("Language", { exact: true });
    await expect(tile).toContainText(/are written in (English|Welsh)/); // English, or Welsh left by a failed try
    await select.selectOption("cy");
    await tile.getByRole("button", { name: "Save language" }).click();
    await expect(page.getByText("Emails to this member will now be written in Welsh")).toBeVisible();
    await page.reload();
    await expect(tile).toContainText("Emails to this member are written in Welsh.");
    await expect(select).toHaveValue("cy");
    await expectNoAxeViolations(page);
    // back to English, so the other tests' messages to this member are as they were
    await page.waitForLoadState("networkidle");
    await select.selectOption("en");
    await tile.getByRole("button", { name: "Save language" }).click();
    await expect(tile).toContainText("Emails to this member are written in English.");
  });

  test("an address whose member id is no member id (0, letters, past int32) is 'Page not found' (404)", async ({
    page,
  }) => {
    for (const path of [
      "/members/0",
      "/members/abc",
      "/members/2147483648",
      "/members/0/consent",
      "/members/1e3/card",
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });

  test("grant and withdraw a marketing campaign on the consent screen", async ({ page }) => {
    // A member no other test changes.
    const member = demoMembers.unlinked;
    await page.goto(`/members/${member.memberId}/consent`);
    const marketing = page.getByRole("region", { name: "Marketing campaigns" });
    const notHeld = marketing
      .getByRole("listitem", { name: /: not held$/ })
      .filter({ hasNotText: "Expired" })
      .first();
    await expect(notHeld).toBeVisible();
    const campaignName = (await notHeld.getAttribute("aria-label"))!.replace(/: not held$/, "");
    const row = () => marketing.getByRole("listitem", { name: new RegExp(`^${campaignName}: `) });

    await row()
      .getByRole("button", { name: `Grant ${campaignName}` })
      .click();
    const grant = page.getByRole("dialog", { name: `Grant ${campaignName}` });
    await expect(grant.getByRole("group", { name: "Captured on" })).toHaveText(
      /^\d{2}\/\d{2}\/\d{4}, \u2066?\d{2}:\d{2}\u2069?$/,
    ); // now, dd/mm/yyyy and 24-hour
    await grant.getByRole("button", { name: "Grant consent" }).click();
    await expect(page.getByText(`Consent granted: ${campaignName}`)).toBeVisible();
    await expect(row()).toHaveAttribute("aria-label", `${campaignName}: granted`);
    await expect(row().getByText(/^Captured /)).toBeVisible();

    await row()
      .getByRole("button", { name: `Withdraw ${campaignName}` })
      .click();
    const withdraw = page.getByRole("dialog", { name: `Withdraw ${campaignName}?` });
    await withdraw.getByRole("button", { name: "Withdraw consent" }).click();
    await expect(page.getByText(`Consent withdrawn: ${campaignName}`)).toBeVisible();
    await expect(row()).toHaveAttribute("aria-label", `${campaignName}: not held`);

    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText(new RegExp(`withdrawn · ${campaignName}`, "i"));
  });

  test("record a legal-agreement signature and see it signed and in the history", async ({ page }) => {
    // A filler member no other test changes.
    await page.goto("/members/2296/consent");
    const legal = page.getByRole("region", { name: "Legal agreements" });
    await legal.getByRole("button", { name: "Record signatures" }).click();
    const dialog = page.getByRole("dialog", { name: "Legal agreements" });
    await enterDate(dialog.getByRole("group", { name: "Terms and conditions signed on" }), "2026-01-15T10:30");
    // typed as the venue's wall clock (London, UTC in January), not the desk PC's New York time
    const sent = page.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith("/consent"));
    await dialog.getByRole("button", { name: "Save agreements" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ termsAndConditionsSignedDate: "2026-01-15T10:30:00.000Z" });
    await expect(page.getByText("Legal agreements saved")).toBeVisible();
    await expect(legal.getByText("Signed 15/01/2026, 10:30")).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText(/legal/i);
    await expectNoAxeViolations(page);
  });

  test("the consent screen says 'not held', never 'refused', and is axe-clean", async ({ page }) => {
    await page.goto(`/members/${dependant.memberId}/consent`);
    await expect(page.getByRole("heading", { name: "Legal agreements" })).toBeVisible();
    await expect(page.getByText(/given by guardian/i).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Communication channels" })).toBeVisible();
    await expect(page.getByText(/refused/i)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
