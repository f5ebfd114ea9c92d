import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

/**
 * A Welsh and an English screen rendered at the same moment by one server: each keeps its own dates (the venue settings
 * are the request's, lib/server/venue-scope.ts). When they were the process's, one page took the other's day names,
 * the browser found other text than the server wrote (React error 418) and rendered the whole page again, throwing
 * away what had been chosen meanwhile (the restriction check's activity, e2e/bookings-member.spec.ts).
 */
const heavyHistoryMemberId = 2007; // 200 past bookings in SEED=small: many dates in the first paint
const page2007 = `/members/${heavyHistoryMemberId}/bookings`;

async function chooseLanguage(page: Page, menuName: RegExp, language: "English" | "Cymraeg") {
  await page.getByRole("button", { name: menuName }).click();
  await page.getByRole("button", { name: language }).click();
}

/** React's word that the page's HTML is not what the browser rendered, and every console error. */
function hydrationErrors(page: Page) {
  const heard: string[] = [];
  page.on("pageerror", (error) => {
    if (/Minified React error #(418|423|425)\b|hydrat/i.test(error.message)) heard.push(error.message);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /#418|hydrat/i.test(message.text())) heard.push(message.text());
  });
  return heard;
}

test.describe("Welsh and English at once on one server", () => {
  test.afterEach(async ({ page }) => {
    // never leave the shared reception account in Welsh for the next spec on this server
    if ((await page.locator("html").getAttribute("lang")) === "cy")
      await chooseLanguage(page, /Rhagor o ddewisiadau allgofnodi/, "English");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("each page hydrates as the server wrote it, with its own day names", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, "reception");
    await page.goto("/door");
    await page.waitForLoadState("networkidle");
    await chooseLanguage(page, /More sign-out choices/, "Cymraeg");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");

    const english = await (await browser.newContext()).newPage();
    await signIn(english, "manager");
    const welshErrors = hydrationErrors(page);
    const englishErrors = hydrationErrors(english);
    const rows = (p: Page) =>
      p
        .getByRole("list")
        .filter({ has: p.locator("li[aria-posinset]") })
        .getByRole("listitem");

    for (let round = 0; round < 8; round++) {
      await Promise.all([page.goto(page2007), english.goto(page2007)]);
      await expect(rows(page).first()).toContainText(/^(Sul|Llun|Maw|Mer|Iau|Gwen|Sad), /);
      await expect(rows(english).first()).toContainText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), /);
      await Promise.all([page.waitForLoadState("networkidle"), english.waitForLoadState("networkidle")]);
      expect(welshErrors, `Welsh page, round ${round}`).toEqual([]);
      expect(englishErrors, `English page, round ${round}`).toEqual([]);
    }
    // what the server wrote, not only what the browser shows after rendering again: no English day in the Welsh HTML
    const [welshHtml, englishHtml] = await Promise.all([
      page.request.get(page2007).then((r) => r.text()),
      english.request.get(page2007).then((r) => r.text()),
    ]);
    expect(welshHtml).toMatch(/>(Sul|Llun|Maw|Mer|Iau|Gwen|Sad), \d\d\/\d\d\/\d{4}</);
    expect(welshHtml).not.toMatch(/>(Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d\d\/\d\d\/\d{4}</);
    expect(englishHtml).not.toMatch(/>(Sul|Llun|Maw|Mer|Iau|Gwen|Sad), \d\d\/\d\d\/\d{4}</);
    await english.context().close();
  });
});
