import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, ownAddress, signIn, test } from "./fixtures";

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

type Tree = { [key: string]: string | Tree };
const catalogue = (locale: "en" | "cy") => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Tree;
const en = catalogue("en");
const cy = catalogue("cy");
/** The messages under a dotted key of a catalogue (a subtree's leaves), as a list. */
const leaves = (tree: Tree, key: string): string[] => {
  const node = key
    .split(".")
    .reduce<Tree | string | undefined>((n, part) => (typeof n === "object" ? n[part] : undefined), tree);
  if (node === undefined) throw new Error(`no ${key} in the catalogue`);
  return typeof node === "string" ? [node] : Object.values(node).flatMap((v) => (typeof v === "string" ? [v] : []));
};
const one = (tree: Tree, key: string) => leaves(tree, key)[0]!;

/** The texts of a page's choices (its selects' options): shown when opened, so read from the page. */
const optionTexts = (page: Page) =>
  page.locator("option").evaluateAll((os) => os.map((o) => o.textContent?.trim() ?? ""));

test.describe("lib's words in Welsh: sign-in, audits, messages, failures, the door", () => {
  test.afterEach(async ({ page }) => {
    if ((await page.locator("html").getAttribute("lang")) === "cy" && (await page.getByRole("navigation").count())) {
      if (await page.getByRole("dialog").count()) await page.goto("/");
      await chooseLanguage(page, /Rhagor o ddewisiadau allgofnodi/, "English");
    }
  });

  test.describe("signed out, a browser that prefers Welsh", () => {
    test.use({ locale: "cy-GB" });

    test("a failed sign-in, then the lock, in Welsh", async ({ page }) => {
      test.setTimeout(90_000); // five failed sign-ins, each answered no sooner than the throttle allows
      await ownAddress(page); // failures not against 127.0.0.1, where every other test signs in
      await page.goto("/sign-in");
      await expect(page.locator("html")).toHaveAttribute("lang", "cy");
      const username = uniqueName("nobody");
      const wrong = one(cy, "SignIn.wrongCredentials");
      const locked = one(cy, "Problems.auth.locked");
      const alert = page.locator("#sign-in-failure");
      for (let attempt = 1; attempt <= 5; attempt++) {
        await page.getByLabel("Enw defnyddiwr neu e-bost").fill(username);
        await page.getByLabel("Cyfrinair").fill(`wrong password ${attempt}`);
        await page.getByRole("button", { name: "Mewngofnodi", exact: true }).click();
        await expect(alert).toHaveText(attempt < 5 ? wrong : locked);
      }
      await expect(page.getByText(one(en, "Problems.auth.locked"))).toHaveCount(0);
      await expect(page.getByText(/Too many|not right/)).toHaveCount(0);
    });
  });

  test("the sign-in and data-access audits name their events and actions in Welsh", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/staff/sign-in-audit");
    await page.waitForLoadState("networkidle");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");

    const kinds = { en: leaves(en, "StaffAccounts.audit.kinds"), cy: leaves(cy, "StaffAccounts.audit.kinds") };
    expect(kinds.cy.length).toBeGreaterThan(15);
    await expect(
      page.getByRole("cell", { name: one(cy, "StaffAccounts.audit.kinds.signIn"), exact: true }).first(),
    ).toBeVisible();
    let options = await optionTexts(page);
    expect(kinds.cy.filter((kind) => !options.includes(kind))).toEqual([]);
    expect(kinds.en.filter((kind) => options.includes(kind))).toEqual([]);
    await expect(page.getByRole("cell", { name: "Signed in", exact: true })).toHaveCount(0);
    await expect(page.getByRole("cell", { name: "Password", exact: true })).toHaveCount(0);

    await page.goto("/staff/data-access");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    await page.waitForLoadState("networkidle");
    const actions = { en: leaves(en, "Words.audit"), cy: leaves(cy, "Words.audit") };
    expect(actions.cy.length).toBeGreaterThan(30);
    options = await optionTexts(page);
    expect(actions.cy.filter((action) => !options.includes(action))).toEqual([]);
    expect(actions.en.filter((action) => options.includes(action))).toEqual([]);
  });

  test("the messages screen's states in Welsh, and a lost connection said in Welsh", async ({ page }) => {
    await signIn(page, "manager");
    await page.goto("/communications/messages");
    await page.waitForLoadState("networkidle");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");

    const states = ["waiting", "sent", "failed"] as const;
    const show = page.getByRole("group", { name: one(cy, "Messages.show") });
    for (const state of states) {
      await expect(show.getByRole("button", { name: one(cy, `Words.messages.${state}`), exact: true })).toBeVisible();
      await expect(show.getByRole("button", { name: one(en, `Words.messages.${state}`), exact: true })).toHaveCount(0);
    }
    // the kinds of message, in the templates-used section
    await expect(page.getByText(one(cy, "Words.messages.kindOffer")).first()).toBeVisible();

    // the network fails under the screen: the browser's own problem, in Welsh
    await page.route(/\/api\/messages(\?|$)/, (route) => route.abort("internetdisconnected"));
    await show.getByRole("button", { name: one(cy, "Words.messages.failed"), exact: true }).click();
    await expect(page.getByText(one(cy, "Problems.browser.noConnection"))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(one(en, "Problems.browser.noConnection"))).toHaveCount(0);
    await page.unroute(/\/api\/messages(\?|$)/);
  });

  test("the door's refusal of a visit that does not exist, in Welsh (the platform's English reworded)", async ({
    page,
  }) => {
    await signIn(page, "reception");
    await page.goto("/door");
    await page.waitForLoadState("networkidle");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");
    const origin = new URL(page.url()).origin;
    for (const action of ["leave", "undo"]) {
      const answer = await page.request.post(`/api/visits/987654/${action}`, {
        headers: { origin },
        data: action === "undo" ? { reason: "Prawf" } : undefined,
      });
      expect(answer.status(), action).toBe(404);
      expect(((await answer.json()) as { detail?: string }).detail, action).toBe("Does dim ymweliad 987654");
    }
  });
});
