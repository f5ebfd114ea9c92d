import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { serverURL } from "./servers";

/**
 * The door (reception): a USB scanner's keystrokes (a keyboard wedge: digits then Enter, fast), the member finder by
 * name, a refusal let in anyway with a reason, a second scan that does not count twice, undo, unknown and replaced
 * cards, giving a card, who is in with its counts and CSV, axe and the keyboard. The demo seed's cards
 * (lib/platform/seed/visits.ts): each spec's server is its own, but the tests here share it, so counts are read
 * before and compared after.
 */
const cards = {
  guardian: "700100101",
  dependant: "700100201",
  replaced: "700100300",
  unlinked: "700100301",
  expired: "700199901",
  frozen: "700199902",
};
// The operator's status colours are checked apart (readable status badges); these checks are of the door.
const operatorColours = { exclude: [".rounded-full[style]"] };

const field = (page: Page) => page.getByRole("combobox", { name: "Card number or name" });
const result = (page: Page) => page.getByTestId("door-result");
const visitsTotal = async (page: Page) =>
  Number(((await page.getByTestId("visits-total").textContent()) ?? "").match(/^(\d+) visit/)?.[1]);
/** A scanner: the number's digits typed fast, then Enter, into whatever has the focus. */
const scan = async (page: Page, number: string) => {
  await page.keyboard.type(number, { delay: 5 });
  await page.keyboard.press("Enter");
};
const whoIsIn = (page: Page) => page.getByRole("region", { name: /^Who is in/ });

async function openDoor(page: Page) {
  await signIn(page, "reception");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Door" }).click();
  await expect(page).toHaveURL(/\/door$/);
  await expect(page.getByRole("heading", { level: 1, name: "Door" })).toBeVisible();
  await expect(field(page)).toBeFocused();
  await expect(page.getByTestId("visits-total")).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("the door (reception)", () => {
  test("@upstream a scanner's keystrokes let a member in once: a second scan is not counted twice, a double read is ignored, undo takes it back", async ({
    page,
  }) => {
    await openDoor(page);
    const before = await visitsTotal(page);
    // a leading zero, as some scanners pad a barcode
    await scan(page, `0${cards.guardian}`);
    await expect(result(page)).toContainText(/Let in at \d\d:\d\d/);
    await expect(result(page)).toContainText("Helen Marsh");
    await expect(result(page)).toContainText(`Member #${demoMembers.guardian.memberId}`);
    await expect(page.getByRole("status").filter({ hasText: "Helen Marsh" })).toContainText(/Let in at/);
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue("");
    await expect.poll(() => visitsTotal(page)).toBe(before + 1);
    await expect(
      whoIsIn(page)
        .getByRole("row", { name: /Helen Marsh/ })
        .first(),
    ).toContainText("Card scanned");

    // the same card again a moment later, read twice in quick bursts: one answer, already in, no error, no second visit
    await page.waitForTimeout(1_100); // past the double-read window (sameScanMs): a second scan comes seconds later
    await page.keyboard.type(`${cards.guardian}\n${cards.guardian}\n`, { delay: 5 });
    await expect(result(page)).toContainText(/Already in at \d\d:\d\d, not counted twice/);
    await expect(result(page)).not.toContainText("Not recorded");
    expect(await visitsTotal(page)).toBe(before + 1);

    // undone by mistake: confirmed with a reason, kept and marked, no longer counted; the field has the focus again
    await result(page).getByRole("button", { name: "Undo this visit" }).click();
    const dialog = page.getByRole("dialog", { name: "Undo Helen Marsh's visit?" });
    await dialog.getByLabel("Reason").fill("Scanned the wrong card");
    await dialog.getByRole("button", { name: "Undo the visit" }).click();
    await expect(dialog).toBeHidden();
    await expect(result(page)).toContainText("Visit undone: it no longer counts");
    await expect.poll(() => visitsTotal(page)).toBe(before);
    await expect(
      whoIsIn(page)
        .getByRole("row", { name: /Helen Marsh/ })
        .first(),
    ).toContainText("Undone: Scanned the wrong card");
    await expect(field(page)).toBeFocused();
  });

  test("@upstream two desks: a visit let in at one shows on the other's who is in by itself", async ({
    page,
    browser,
  }) => {
    const other = await (await browser.newContext()).newPage();
    await openDoor(other);
    await expect(other.getByText(/^Live: other desks' visits show here/)).toBeVisible();
    const before = await visitsTotal(other);

    await openDoor(page);
    await page.keyboard.type("Lindqvist");
    await expect(page.getByRole("option", { name: /Cara Lindqvist/ })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(result(page)).toContainText(/Let in at \d\d:\d\d/);

    // the other desk does nothing: the visit arrives (LISTEN/NOTIFY to its open stream), and is counted
    await expect(
      whoIsIn(other)
        .getByRole("row", { name: /Cara Lindqvist/ })
        .first(),
    ).toContainText("Found by name", { timeout: 5_000 });
    await expect.poll(() => visitsTotal(other)).toBe(before + 1);
    await other.context().close();
  });

  test("@upstream two desks: a visit let in and undone at one shows on the other's open overview of the member by itself", async ({
    page,
    browser,
  }) => {
    // bulk member 2002 is this test's: let in anyway (whatever their status), then undone, so a retry starts afresh
    const memberId = 2002;
    await signIn(page, "reception");
    await page.goto(`/members/${memberId}`);
    const tile = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Visits" }) });
    await expect(tile.getByText("No visits yet.").or(tile.getByRole("list", { name: "Last visits" }))).toBeVisible();
    const last = tile.getByRole("list", { name: "Last visits" }).getByRole("listitem");
    await page.waitForLoadState("networkidle");

    const other = await (await browser.newContext({ baseURL: serverURL(test.info().parallelIndex) })).newPage();
    await signIn(other, "reception");
    const headers = { origin: new URL(other.url()).origin };
    const entered = await other.request.post(`/api/members/${memberId}/visits`, {
      data: { siteId: "LEEDS", method: "override", overrideReason: "Two desks test" },
      headers,
    });
    expect(entered.status()).toBe(200);
    const { visit, alreadyIn } = (await entered.json()) as { visit: { visitId: number }; alreadyIn: boolean };
    expect(alreadyIn).toBe(false);
    // this desk did nothing, nor reloaded: the visit arrives on the overview's last visits by itself
    await expect(last.first()).toContainText("Let in anyway", { timeout: 5_000 });
    await expect(last.first()).not.toContainText("(undone)");

    const undone = await other.request.post(`/api/visits/${visit.visitId}/undo`, {
      data: { reason: "Two desks test" },
      headers,
    });
    expect(undone.status()).toBe(200);
    await expect(last.first()).toContainText("(undone)", { timeout: 5_000 });
    await other.context().close();
  });

  test("the finder picks a member by name; an unknown or replaced card is said in words and offers the finder", async ({
    page,
  }) => {
    await openDoor(page);
    await page.keyboard.type("Kapoor");
    const ravi = page.getByRole("option", { name: /Ravi Kapoor/ });
    await expect(ravi).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(result(page)).toContainText(/Let in at|Already in at/);
    await expect(result(page)).toContainText("Ravi Kapoor");
    await expect(field(page)).toHaveValue("");
    await expect(
      whoIsIn(page)
        .getByRole("row", { name: /Ravi Kapoor/ })
        .first(),
    ).toContainText("Found by name");

    await scan(page, "99 999 999");
    await expect(result(page)).toContainText("Card 99999999 not recognised");
    await expect(result(page)).toContainText("No member holds card");
    await expect(result(page)).toContainText("Type the member's name in the field above to find them instead.");
    await expect(field(page)).toBeFocused();

    // the focus elsewhere (a click on the page): a scanner's keystrokes still go to the field
    await page.getByRole("heading", { level: 1, name: "Door" }).click();
    await expect(field(page)).not.toBeFocused();
    await scan(page, cards.replaced);
    await expect(result(page)).toContainText(`Card ${cards.replaced} not recognised`);
    await expect(result(page)).toContainText("was replaced by a newer card");
  });

  test("a status that refuses entry is said with what to do; let in anyway asks the reason, all from the keyboard", async ({
    page,
  }) => {
    await openDoor(page);
    await scan(page, cards.expired);
    await expect(result(page)).toContainText("Entry refused: not let in");
    await expect(result(page)).toContainText("treats them as expired. Renew their membership at the desk");
    const letIn = result(page).getByRole("button", { name: "Let in anyway" });
    await expect(letIn).toBeVisible();
    await expectNoAxeViolations(page, operatorColours);

    // keyboard only: Tab from the field reaches "Let in anyway"
    for (let i = 0; i < 10 && !(await letIn.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(letIn).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /in anyway\?$/ });
    await expect(dialog.getByLabel("Reason")).toBeFocused();
    await dialog.getByRole("button", { name: "Let in anyway" }).press("Enter");
    await expect(dialog.getByText("Give the reason for letting them in anyway (at least 3 characters).")).toBeVisible();
    await dialog.getByLabel("Reason").fill("Renewed at the desk");
    await dialog.getByLabel("Reason").press("Tab");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(result(page)).toContainText(/Let in at \d\d:\d\d \(let in anyway\)/);
    await expect(field(page)).toBeFocused();
    const rows = whoIsIn(page).getByRole("row", { name: /Let in anyway/ });
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect(rows.first()).toContainText("Renewed at the desk");

    await scan(page, cards.frozen);
    await expect(result(page)).toContainText("Membership frozen");
  });

  test("no card on file: a card given at the door finds them, and replacing it stops the old number at once", async ({
    page,
  }) => {
    await openDoor(page);
    await page.keyboard.type("Okafor");
    await expect(page.getByRole("option", { name: /Grace Okafor/ })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(result(page)).toContainText("Grace Okafor");
    await expect(result(page)).toContainText("No card on file");

    const give = async (button: string, number: string) => {
      await result(page).getByRole("button", { name: button }).click();
      const dialog = page.getByRole("dialog", { name: /Grace Okafor/ });
      await expect(dialog.getByLabel("New card number")).toBeFocused();
      await scan(page, number);
      await expect(dialog).toBeHidden();
      await expect(field(page)).toBeFocused();
    };
    await give("Give a card to Grace Okafor", "7001004");
    await expect(result(page)).toContainText("card 7001004");
    await expect(result(page)).not.toContainText("No card on file");
    await give("Replace card for Grace Okafor", "7001005");
    await expect(result(page)).toContainText("card 7001005");

    await scan(page, "7001004");
    await expect(result(page)).toContainText("Card 7001004 not recognised");
    await scan(page, "7001005");
    await expect(result(page)).toContainText(/Already in at|Let in at/);
    await expect(result(page)).toContainText("Grace Okafor");
  });

  test("who is in: counts by hour, the filter, and the CSV of what is listed; the overview shows the last visits", async ({
    page,
  }) => {
    await openDoor(page);
    await scan(page, cards.dependant);
    await expect(result(page)).toContainText("Toby Marsh");
    await expect(
      whoIsIn(page)
        .getByRole("row", { name: /Toby Marsh/ })
        .first(),
    ).toBeVisible();
    const hours = page.getByRole("list", { name: "Visits by hour" }).getByRole("listitem");
    const byHour = async () => {
      const count = await hours.count();
      expect(count).toBeGreaterThan(0);
      let counted = 0;
      for (let i = 0; i < count; i++) counted += Number((await hours.nth(i).textContent())?.match(/(\d+)$/)?.[1]);
      return counted;
    };
    // every hour's count adds up to the day's total (the list follows the scan's answer a moment later)
    await expect.poll(async () => (await byHour()) - (await visitsTotal(page))).toBe(0);
    expect(await visitsTotal(page)).toBeGreaterThan(0);

    const region = whoIsIn(page);
    await region.getByLabel("Filter by name or member number").fill("toby");
    await region.getByLabel("How they came in").selectOption({ label: "Card scanned" });
    await expect(region.getByRole("row")).toHaveCount(2); // the heading row and Toby's
    const rows = region.getByRole("row").filter({ hasText: "Toby Marsh" });
    await expect(rows).toHaveCount(1);
    await region.getByLabel("How they came in").selectOption({ label: "Found by name" });
    await expect(region.getByText("No visits match the filter.")).toBeVisible();
    await region.getByLabel("How they came in").selectOption({ label: "Card scanned" });
    await expectNoAxeViolations(page, operatorColours);

    const download = page.waitForEvent("download");
    await region.getByRole("link", { name: "Download CSV of the visits listed" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^visits-leeds-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Time,Member,First name,Last name,How,Reason let in anyway,Let in by,Undone,Visited at,Left at",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",1002,Toby,Marsh,Card scanned,,Rita Reception,");

    await page.goto(`/members/${demoMembers.dependant.memberId}`);
    const tile = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Visits" }) });
    await expect(tile).toContainText(`Card ${cards.dependant}`);
    const last = tile.getByRole("list", { name: "Last visits" }).getByRole("listitem");
    expect(await last.count()).toBeGreaterThan(0);
    await expect(last.first()).toContainText("LEEDS");
    await expectNoAxeViolations(page, operatorColours);
  });

  test("a site that records leaving: who is in the building now, and Left on a visit", async ({ page }) => {
    await signIn(page, "manager");
    await page.goto("/door");
    const siteId = await page.getByLabel("Site", { exact: true }).inputValue();
    await page.goto(`/configuration/sites/${siteId}`);
    const settings = page.getByRole("region", { name: "Waiting-list offers" });
    await settings.getByLabel("Record members leaving at the door").check();
    await settings.getByRole("button", { name: "Save offer settings" }).click();
    await expect(page.getByText(/now held for/)).toBeVisible();
    try {
      await page.goto("/door");
      await expect(field(page)).toBeFocused();
      const stillIn = page.getByTestId("still-in");
      await expect(stillIn).toContainText(/in the building now/);
      const count = async () => Number(/^(\d+)/.exec((await stillIn.textContent()) ?? "")?.[1] ?? 0);
      // in (a visit now, or the one the finder's test made minutes ago): they count as in the building till they leave
      await scan(page, cards.unlinked);
      await expect(result(page)).toContainText(/(Let|Already) in at \d\d:\d\d/);
      await expect.poll(count).toBeGreaterThan(0);
      const inNow = await count();
      const name = `${demoMembers.unlinked.firstName} ${demoMembers.unlinked.lastName}`;
      await whoIsIn(page)
        .getByRole("button", { name: `Left: ${name}` })
        .first()
        .click();
      await expect(page.getByText(`${name} recorded as left`)).toBeVisible();
      await expect(stillIn).toHaveText(
        inNow === 1 ? "Nobody is in the building now." : `${inNow - 1} in the building now.`,
      );
      await expect(
        whoIsIn(page)
          .getByText(/Left at \d\d:\d\d/)
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, operatorColours);
    } finally {
      await page.goto(`/configuration/sites/${siteId}`);
      await settings.getByLabel("Record members leaving at the door").uncheck();
      await settings.getByRole("button", { name: "Save offer settings" }).click();
      await expect(page.getByText(/now held for/)).toBeVisible();
    }
  });
});
