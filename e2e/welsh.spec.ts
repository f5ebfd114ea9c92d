import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

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

type Tree = { [key: string]: string | Tree };
/** The catalogue of a language as the repository holds it (playwright runs from its root). */
const catalogue = (locale: "en" | "cy") => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Tree;
const en = catalogue("en");
const cy = catalogue("cy");
const flat = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );
const welshAt = new Map(flat(cy));

/**
 * The English catalogue's sentences of these namespaces (messages/en.json): whole messages with no argument or tag,
 * of two words or more, that the Welsh catalogue words differently. None of them may show on a Welsh page.
 */
function englishSentences(namespaces: string[]): string[] {
  const tree = en;
  // a namespace, or a part of one (lib's words: "Words.messages")
  const at = (ns: string) => ns.split(".").reduce<Tree>((node, part) => node[part] as Tree, tree);
  const sentences = namespaces.flatMap((ns) =>
    flat(at(ns), `${ns}.`).filter(
      ([key, text]) => !/[{<]/.test(text) && text.trim().split(/\s+/).length >= 2 && welshAt.get(key) !== text,
    ),
  );
  return sentences.map(([, text]) => text);
}

/** The Welsh message at a dotted key (messages/cy.json), for what a Welsh page must show. */
const welsh = (key: string) => {
  const text = welshAt.get(key);
  if (text === undefined) throw new Error(`no Welsh message ${key}`);
  return text;
};

/**
 * Visits a page in Welsh: it hydrates as the server wrote it, shows the Welsh `shows` (so the check cannot pass on an
 * empty or failed page), none of its namespaces' English sentences, and is axe clean.
 */
async function walk(page: Page, path: string, namespaces: string[], shows: string) {
  // React's word that the page's HTML is not what the browser rendered (a date's Welsh day name the browser's Intl
  // wrote in English): it then renders the whole page again, the Welsh screens' extra blocking time
  const hydration: string[] = [];
  const heard = (error: Error) => {
    if (/Minified React error #(418|423|425)\b|hydrat/i.test(error.message)) hydration.push(error.message);
  };
  page.on("pageerror", heard);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "cy");
  await expect(page.getByText(welsh(shows), { exact: true }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  page.off("pageerror", heard);
  expect(hydration, `${path} hydrates as the server wrote it`).toEqual([]);
  const sentences = englishSentences(namespaces);
  expect(sentences.length, `English sentences of ${namespaces.join(", ")}`).toBeGreaterThan(0);
  // every text the page shows or names a control with: each text node, and each label, title, placeholder and alt
  // (whole: the venue's own words, and the platform's and lib's English, may hold a catalogue sentence inside them)
  const shown = new Set(
    await page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
      for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]"))
        for (const name of ["aria-label", "title", "placeholder", "alt"]) texts.push(element.getAttribute(name) ?? "");
      return texts.map((text) => text.trim()).filter(Boolean);
    }),
  );
  expect(
    sentences.filter((sentence) => shown.has(sentence)),
    `English on ${path}`,
  ).toEqual([]);
  await expectNoAxeViolations(page, operatorColours);
}

test.describe("the desk's screens in Welsh", () => {
  test.afterEach(async ({ page }) => {
    if ((await page.locator("html").getAttribute("lang")) === "cy")
      await chooseLanguage(page, /Rhagor o ddewisiadau allgofnodi/, "English");
  });

  test("a manager's member record, bookings, messages and account: Welsh words only", async ({ page }) => {
    test.setTimeout(120_000); // ten pages, each read whole and checked by axe
    const member = `/members/${demoMembers.guardian.memberId}`;
    await signIn(page, "manager");
    await page.goto(member);
    await page.waitForLoadState("networkidle");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");

    const members = ["Members", "MemberSearch"];
    await walk(page, "/", members, "Members.pageTitle");
    await walk(page, member, [...members, "Bookings", "Messages", "Retention"], "Members.fact.number");
    await walk(page, `${member}/addresses`, members, "Members.addresses.primary");
    await walk(page, `${member}/card`, members, "Members.card.savedCards");
    await walk(page, `${member}/consent`, members, "Members.consent.history");
    await walk(page, `${member}/medical`, members, "Members.medical.conditions");
    await walk(page, `${member}/bookings`, [...members, "Bookings", "Words.messages"], "Bookings.past.title");
    await walk(page, "/bookings/waiting-lists", ["Bookings"], "Bookings.lists.title");
    // (not Words.messages here: the demo templates are named "Booking confirmation", the venue's own words)
    await walk(page, "/communications/messages", ["Messages"], "Messages.picks.title");
    await walk(page, "/account/security", ["Account", "Factors", "Problems.auth"], "Account.passkeys");
  });

  test("sales' prospects and an administrator's retention schedule: Welsh words only", async ({ page }) => {
    test.setTimeout(90_000); // two people signing in, and two pages
    await signIn(page, "sales");
    await page.goto("/prospects");
    await page.waitForLoadState("networkidle");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");
    await walk(page, "/prospects", ["Prospects"], "Prospects.filters.mine");
    // the shared sales account goes back to English before the next role signs in
    await chooseLanguage(page, /Rhagor o ddewisiadau allgofnodi/, "English");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.context().clearCookies(); // another person at the same browser
    await signIn(page, "admin");
    await page.goto("/staff/retention");
    await page.waitForLoadState("networkidle");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");
    await walk(page, "/staff/retention", ["Retention"], "Retention.rules");
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
