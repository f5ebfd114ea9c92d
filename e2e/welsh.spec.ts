import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/**
 * Cymraeg: a staff member switches their screens to Welsh from the account menu (kept with their account),
 * sees the shell and the door in Welsh with `lang="cy"`, a Welsh plural of today's visits, axe clean, and switches
 * back, keeping what was typed; the sign-in page follows a browser that prefers Welsh, and has a switch.
 */
const operatorColours = { exclude: [".rounded-full[style]"] };

/** The account menu's language buttons (the arrow beside Sign out opens it; its name is in the screen's language). */
async function chooseLanguage(page: Page, menuName: RegExp, language: "English" | "Cymraeg") {
  await page.getByRole("button", { name: menuName }).click();
  await page.getByRole("button", { name: language }).click();
}

/** Welsh's six plural forms by Intl.PluralRules("cy"), as messages/cy.json's Door.visitsTotal writes them. */
const welshVisits = (text: string) => {
  if (text.startsWith("Dim ymweliadau hyd yma heddiw")) return "zero";
  const count = Number(text.match(/^(\d+) /)?.[1]);
  const category = new Intl.PluralRules("cy").select(count);
  const expected =
    category === "zero" ? "Dim ymweliadau" : category === "other" ? `${count} o ymweliadau` : `${count} ymweliad`;
  expect(text).toBe(`${expected} hyd yma heddiw (nid yw ymweliadau wedi'u dadwneud yn cyfrif).`);
  return category;
};

test.describe("Welsh screens", () => {
  test.afterEach(async ({ page }) => {
    // never leave the shared reception account in Welsh for the next spec on this server
    if ((await page.locator("html").getAttribute("lang")) === "cy")
      await chooseLanguage(page, /Rhagor o ddewisiadau allgofnodi/, "English");
  });

  test("switching to Cymraeg from the account menu: the shell and the door in Welsh, then back", async ({ page }) => {
    await signIn(page, "reception");
    await page.goto("/door");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // the member finder arrives once the page is idle and takes the focus: before any menu is opened
    await expect(page.getByRole("combobox", { name: "Card number or name" })).toBeFocused();
    await page.waitForLoadState("networkidle");
    const filter = page.getByLabel("Filter by name or member number");
    await filter.fill("Marsh");

    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    // the same page, rendered again: what was typed stays
    await expect(page.getByLabel("Hidlo yn ôl enw neu rif aelod")).toHaveValue("Marsh");

    const nav = page.getByRole("navigation", { name: "Prif" });
    await expect(nav.getByRole("link", { name: "Aelodau" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Drws" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Allgofnodi", exact: true })).toBeVisible();
    await expect(page.getByText("Derbynfa", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Drws" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Rhif cerdyn neu enw" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Pwy sydd i mewn/ })).toBeVisible();
    welshVisits((await page.getByTestId("visits-total").textContent()) ?? "");

    // kept with the account: a new page load is still Welsh
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    await expect(page.getByRole("combobox", { name: "Rhif cerdyn neu enw" })).toBeFocused();
    await page.getByLabel("Hidlo yn ôl enw neu rif aelod").fill("");
    await expect(page.getByTestId("visits-total")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, operatorColours);

    // the account menu names each language in itself
    await page.getByRole("button", { name: "Rhagor o ddewisiadau allgofnodi" }).click();
    await expect(page.getByRole("button", { name: "English" })).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", { name: "Cymraeg" })).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page, operatorColours);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Door" })).toBeVisible();
    await expect(page.getByTestId("visits-total")).toHaveText(/^\d+ visits? so far today/);
  });
});

test.describe("the sign-in page for a browser that prefers Welsh", () => {
  test.use({ locale: "cy-GB" });

  test("is in Welsh, with a switch to English", async ({ page }) => {
    await page.goto("/sign-in");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    await expect(page.getByRole("heading", { level: 1, name: "Mewngofnodi i Frontdesk" })).toBeVisible();
    await expect(page.getByLabel("Enw defnyddiwr neu e-bost")).toBeVisible();
    await expect(page.getByLabel("Cyfrinair")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mewngofnodi", exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Mewngofnodi/);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to Frontdesk" })).toBeVisible();
    // the choice outlasts the browser's preference
    await page.reload();
    await expect(page.getByLabel("Username or email")).toBeVisible();
    await page.getByRole("button", { name: "Cymraeg" }).click();
    await expect(page.getByLabel("Enw defnyddiwr neu e-bost")).toBeVisible();
  });
});
