import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

/**
 * Errors in Welsh (docs/decisions/026-words-from-lib.md): a Welsh staff member's forms say the contract's own checks
 * (in the browser) and the BFF's refusals (a problem it makes, a platform message a words module rewords) in Welsh,
 * never in English; the texts are messages/cy.json's Validation, Problems and Words.
 */
async function chooseLanguage(page: Page, menuName: RegExp, language: "English" | "Cymraeg") {
  await page.getByRole("button", { name: menuName }).click();
  await page.getByRole("button", { name: language }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", language === "Cymraeg" ? "cy" : "en");
}

let serial = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${serial++}`;

test.describe("errors in Welsh", () => {
  test.afterEach(async ({ page }) => {
    // never leave a shared account in Welsh for the next spec on this server
    if ((await page.locator("html").getAttribute("lang")) === "cy") {
      // a test that failed with its dialog open: a new page load closes it
      if (await page.getByRole("dialog").count()) await page.goto("/");
      await chooseLanguage(page, /Rhagor o ddewisiadau allgofnodi/, "English");
    }
  });

  test("adding a staff member: the browser's check and the BFF's refusal in Welsh", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/staff");
    await page.waitForLoadState("networkidle");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");

    // the contract's checks, in the browser: no request is sent
    await page.getByRole("button", { name: /Add staff member|Ychwanegu aelod o staff/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /Add staff member|Ychwanegu aelod o staff/ }).click();
    await expect(dialog.getByText("Rhowch enw'r aelod o staff.", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Rhowch gyfeiriad e-bost.", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Mae angen o leiaf 2 nod mewn enw defnyddiwr.", { exact: true })).toBeVisible();
    await expect(
      dialog.getByText(/Enter the staff member's name|Enter an email address|at least 2 characters/),
    ).toHaveCount(0);

    const inputs = dialog.getByRole("textbox");
    // name, email, username: the dialog's text fields in order
    await inputs.nth(0).fill("Someone Else");
    await inputs.nth(1).fill("no-at-sign");
    await inputs.nth(2).fill("admin");
    await dialog.getByRole("button", { name: /Add staff member|Ychwanegu aelod o staff/ }).click();
    await expect(dialog.getByText("Rhowch gyfeiriad e-bost ag @ ynddo, fel enw@lleoliad.example.")).toBeVisible();
    await expect(dialog.getByText(/Enter an email address with an @/)).toHaveCount(0);

    // the BFF's refusal (409 with errors by field), said in the staff member's language before it answers
    await inputs.nth(1).fill(`${uniqueName("other")}@venue.example`);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/staff") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: /Add staff member|Ychwanegu aelod o staff/ }).click();
    expect((await answer).status()).toBe(409);
    await expect(dialog.getByText("Mae gan aelod arall o staff yr enw defnyddiwr hwn eisoes.")).toBeVisible();
    await expect(dialog.getByText("Another staff member already has this username.")).toHaveCount(0);
    await dialog.getByRole("button", { name: /^(Cancel|Canslo)$/ }).click();
    await expect(dialog).toBeHidden();
  });

  test("a promo code: the platform's refusal reworded by the words module, in Welsh", async ({ page }) => {
    await signIn(page, "manager");
    await page.goto("/configuration/promotion-codes");
    await page.waitForLoadState("networkidle");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");

    await page.getByRole("button", { name: /New promo code|Cod hyrwyddo newydd/ }).click();
    const dialog = page.getByRole("dialog");
    const create = dialog.getByRole("button", { name: /Create promo code|Creu cod hyrwyddo/ });
    await dialog.getByRole("textbox").first().fill("summer25");
    // no discount chosen: the contract's message (the platform's words) reworded in the browser, in Welsh
    await create.click();
    await expect(dialog.getByText("Dewiswch o leiaf un gostyngiad.", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Choose at least one discount.")).toHaveCount(0);

    // the platform refuses a code that exists (its English), the BFF answers it in the words module's Welsh
    await dialog.getByRole("checkbox", { name: /10%/ }).check();
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/configuration/promotion-codes") && r.request().method() === "POST",
    );
    await create.click();
    const refused = await answer;
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(((await refused.json()) as { detail?: string }).detail).toMatch(/^Mae'r cod SUMMER25 eisoes/);
    await expect(
      dialog.getByText(
        "Mae'r cod SUMMER25 eisoes yn cael ei ddefnyddio (mae codau'n unigryw beth bynnag yw'r priflythrennau). Dewiswch un arall.",
      ),
    ).toBeVisible();
    await expect(dialog.getByText(/is already taken/)).toHaveCount(0);
    await dialog.getByRole("button", { name: /^(Cancel|Canslo)$/ }).click();
    await expect(dialog).toBeHidden();
  });
});
