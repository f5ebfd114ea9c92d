import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/**
 * Cymraeg on the managers' and admins' screens: each page, in Welsh, shows none of its namespaces' English sentences
 * (messages/en.json), does show some of their Welsh (so the check cannot pass on an empty page), has its heading in
 * Welsh and is axe clean. The account is switched to Welsh from the account menu and back afterwards (the demo
 * accounts are shared with the other specs on this server).
 */
type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );
const catalogue = (language: "en" | "cy") =>
  new Map(flat(JSON.parse(fs.readFileSync(path.resolve("messages", `${language}.json`), "utf8")) as Tree));
const english = catalogue("en");
const welsh = catalogue("cy");

/** A message's text when it takes no argument nor tag (the text a page shows as it is), else undefined. */
const plain = (text: string | undefined) => (text && !/[{}<>]/.test(text) ? text : undefined);
const under = (prefixes: string[]) => [...english.keys()].filter((key) => prefixes.some((p) => key.startsWith(p)));

/** The English sentences of these namespaces (three words or more, not the same in Welsh). */
const englishSentences = (prefixes: string[]) =>
  under(prefixes).flatMap((key) => {
    const text = plain(english.get(key));
    return text && text.split(" ").length >= 3 && text !== welsh.get(key) ? [text] : [];
  });
/** Their Welsh texts that differ from the English. */
const welshTexts = (prefixes: string[]) =>
  under(prefixes).flatMap((key) => {
    const text = plain(welsh.get(key));
    return text && text !== english.get(key) ? [text] : [];
  });

const operatorColours = { exclude: ["[data-operator-colours]", ".rounded-full[style]"] };

/** The account menu's language buttons (its name is in the screen's language). */
async function chooseLanguage(page: Page, menuName: RegExp, language: "English" | "Cymraeg") {
  await page.getByRole("button", { name: menuName }).click();
  await page.getByRole("button", { name: language }).click();
}

interface WelshPage {
  path: string;
  /** the h1's message key (none: a record's own name) */
  heading?: string;
  /** the message keys (prefixes) whose words the page shows */
  namespaces: string[];
  /** reach the page from `path` (a detail page: its list's first link) */
  open?: (page: Page) => Promise<void>;
}

async function walk(page: Page, pages: WelshPage[]) {
  test.setTimeout(20_000 * (pages.length + 1));
  for (const { path, heading, namespaces, open } of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      if (open) await open(page);
      const title = heading && welsh.get(heading);
      await expect(page.getByRole("heading", { level: 1, ...(title ? { name: title } : {}) })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html")).toHaveAttribute("lang", "cy");
      // nothing still loading (a loading state's label is Welsh too, but its words are not the page's)
      await expect(page.getByRole("status").filter({ hasText: /^Wrthi'n llwytho/ })).toHaveCount(0);
      const sentences = englishSentences(namespaces);
      expect(sentences.length, `English sentences of ${namespaces.join(", ")}`).toBeGreaterThan(0);
      const text = await page.locator("body").innerText();
      expect(
        sentences.filter((sentence) => text.includes(sentence)),
        `English on ${path}`,
      ).toEqual([]);
      expect(
        welshTexts(namespaces).filter((words) => text.includes(words)).length,
        `Welsh of ${namespaces.join(", ")} on ${path}`,
      ).toBeGreaterThan(0);
      await expectNoAxeViolations(page, operatorColours);
    });
  }
}

const firstLinkIn = (name: string) => async (page: Page) => {
  await page.getByRole("table", { name }).getByRole("link").first().click();
};

const managerPages: WelshPage[] = [
  { path: "/booking-sheets", heading: "BookingSheets.title", namespaces: ["BookingSheets"] },
  {
    path: "/booking-sheets",
    heading: "BookingSheets.title",
    namespaces: ["BookingSheets.form", "BookingSheets.editor", "BookingSheets.newBlock", "BookingSheets.products"],
    // the editor of a new block, loaded on use
    open: async (page) => {
      await page.getByRole("button", { name: "Bloc newydd" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Bloc newydd" })).toBeVisible();
    },
  },
  {
    path: "/configuration",
    heading: "Configuration.title",
    namespaces: ["Configuration.title", "Configuration.topics"],
  },
  { path: "/configuration/sites", heading: "Configuration.sites.title", namespaces: ["Configuration.sites"] },
  {
    path: "/configuration/sites",
    namespaces: ["Configuration.sites", "Configuration.rules", "Configuration.offers"],
    open: firstLinkIn("Safleoedd"),
  },
  {
    path: "/configuration/statuses",
    heading: "Configuration.topics.statuses.title",
    namespaces: ["Configuration.statuses"],
  },
  {
    path: "/configuration/statuses/EXPIRED",
    namespaces: ["Configuration.statuses"],
  },
  {
    path: "/configuration/resource-products",
    heading: "Configuration.topics.resourceProducts.title",
    namespaces: ["Configuration.resourceProducts", "Configuration.products"],
  },
  {
    path: "/configuration/resource-products",
    namespaces: ["Configuration.products"],
    open: firstLinkIn("Cynhyrchion adnoddau"),
  },
  {
    path: "/configuration/cost-centres",
    heading: "Configuration.topics.costCentres.title",
    namespaces: ["Configuration.costCentres"],
  },
  {
    path: "/configuration/user-fields",
    heading: "Configuration.topics.userFields.title",
    namespaces: ["Configuration.userFields"],
  },
  {
    path: "/configuration/user-fields/new",
    heading: "Configuration.userFields.newTitle",
    namespaces: ["Configuration.userFields"],
  },
  {
    path: "/configuration/promotion-codes",
    heading: "Configuration.topics.promotionCodes.title",
    namespaces: ["Configuration.codes"],
  },
  {
    path: "/configuration/discount-usage",
    heading: "Configuration.topics.discountUsage.title",
    namespaces: ["Configuration.usage"],
  },
  { path: "/communications", heading: "Communications.title", namespaces: ["Communications"] },
  {
    path: "/communications",
    namespaces: ["Communications"],
    open: async (page) => {
      await page.getByRole("table", { name: "Templedi e-bost" }).getByRole("link").first().click();
      await expect(page.getByRole("heading", { name: "Rhagolwg" })).toBeVisible();
    },
  },
  // a manager opening an admin's screen: the not-available page (403)
  {
    path: "/staff",
    heading: "StaffPages.notAvailable.title",
    namespaces: ["StaffPages.notAvailable", "StaffPages.startPage"],
  },
  { path: "/no-such-screen", heading: "StaffPages.notFound.title", namespaces: ["StaffPages.notFound"] },
];

const adminPages: WelshPage[] = [
  { path: "/staff", heading: "StaffAccounts.title", namespaces: ["StaffAccounts"] },
  { path: "/staff/sign-in-audit", heading: "StaffAccounts.audit.title", namespaces: ["StaffAccounts.audit"] },
  {
    path: "/staff/data-access",
    heading: "StaffAccounts.access.title",
    namespaces: ["StaffAccounts.access", "Words.audit"],
  },
  {
    path: "/configuration/integrators",
    heading: "Configuration.integrators.title",
    namespaces: ["Configuration.integrators"],
  },
  { path: "/configuration/mobile-apps", heading: "Configuration.mobileApps.title", namespaces: ["Configuration.apps"] },
];

test.describe("the managers' and admins' screens in Welsh", () => {
  test.afterEach(async ({ page }) => {
    // never leave a shared demo account in Welsh for the next spec on this server
    if ((await page.locator("html").getAttribute("lang")) === "cy")
      await chooseLanguage(page, /Rhagor o ddewisiadau allgofnodi/, "English");
  });

  test("a manager's screens: no English of their words, some Welsh, axe clean", async ({ page }) => {
    await signIn(page, "manager");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    await walk(page, managerPages);
  });

  test("an admin's screens: no English of their words, some Welsh, axe clean", async ({ page }) => {
    await signIn(page, "admin");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    await walk(page, adminPages);
  });
});
