import type { Page } from "@playwright/test";
import { createSalesCall, expect, signIn, test } from "./fixtures";

/**
 * The board answers the first touch: a card dragged the moment the board appears, before its
 * drag and drop code (./components/prospects/board-upgrade) has loaded, still moves and is saved. The
 * upgrade's chunk (the one holding react-aria's DropZone) is held back, so the drag always races it.
 */
const prospect = { memberId: 1008, name: "Chloe Bennett" };

/** Holds the board upgrade's chunk until `release` is called; `requested` once the page has asked for it. */
async function holdBoardUpgrade(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { requested: false, release };
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    // a request the page has dropped (the reload below, the test's end) has no response left to read or answer
    const response = await route.fetch().catch(() => undefined);
    const body = await response?.text().catch(() => undefined);
    if (response === undefined || body === undefined) return;
    if (body.includes("react-aria-DropZone")) {
      state.requested = true;
      await released;
    }
    await route.fulfill({ response, body }).catch(() => {});
  });
  return state;
}

/** A completed interaction older than any other, so the first card of its column and of any it moves to. */
async function oldestCompletedCard(page: Page) {
  return createSalesCall(page, prospect.memberId, {
    nextActionDate: new Date(Date.now() - (3650 + test.info().retry) * 86_400_000).toISOString(),
    interactionStatus: 2,
  });
}

/** The middle of an element, where a person would press or drop. */
async function middleOf(page: Page, testId: string, selector?: string) {
  const target = selector ? page.getByTestId(testId).locator(selector) : page.getByTestId(testId);
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe("the board's first touch (sales)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "sales"));

  for (const when of ["after the drop", "mid-drag"] as const) {
    test(`a card dragged as the board appears moves and is saved, its drag code arriving ${when}`, async ({ page }) => {
      const id = await oldestCompletedCard(page);
      const upgrade = await holdBoardUpgrade(page);
      await page.goto("/prospects");
      const card = page.getByTestId(`card-${id}`);
      await expect(page.getByTestId("column-2").getByTestId(`card-${id}`)).toBeVisible();

      // at once, as a person would: onto the card, press, a quick drag in small steps to Overdue
      const from = await middleOf(page, `card-${id}`);
      const to = await middleOf(page, "column-3", '[data-focus-id="column-3-list"]');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x - 20, from.y, { steps: 4 });
      if (when === "mid-drag") {
        await expect.poll(() => upgrade.requested).toBe(true);
        upgrade.release();
        // the board re-created as the upgrade (react-aria's drop zones) under the dragged card
        await expect(page.getByTestId("column-3").locator("[data-rac]").first()).toBeAttached();
      }
      await page.mouse.move(to.x, to.y, { steps: 12 });
      await page.mouse.up();
      if (when === "after the drop") {
        // the drop landed on the plain board: the upgrade was asked for and is still held
        expect(upgrade.requested).toBe(true);
        await expect(page.getByTestId("column-3").locator("[data-rac]")).toHaveCount(0);
      }

      await expect(page.getByText(`Moved ${prospect.name} to overdue`)).toBeVisible();
      await expect(page.getByTestId("column-3").getByTestId(`card-${id}`)).toBeVisible();
      await expect(page.getByTestId("column-2").getByTestId(`card-${id}`)).toHaveCount(0);
      upgrade.release();
      await page.unrouteAll({ behavior: "ignoreErrors" });

      // saved: the board read again shows it in Overdue
      await page.reload();
      await expect(page.getByTestId("column-3").getByTestId(`card-${id}`)).toBeVisible();
      await expect(card).toHaveCount(1);
    });
  }
});
