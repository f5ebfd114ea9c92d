import type { Page } from "@playwright/test";
import { demoMembers, expect, signIn, test } from "./fixtures";

/**
 * Every reception and sales screen works on a desk tablet without scrolling sideways,
 * landscape (1024x768) and portrait (820x1180). One test per size loops over the pages.
 */
const { memberId } = demoMembers.guardian;
const pages = {
  reception: [
    "/",
    `/members/${memberId}`,
    `/members/${memberId}/consent`,
    `/members/${memberId}/medical`,
    `/members/${memberId}/addresses`,
    `/members/${memberId}/card`,
    `/members/${memberId}/bookings`,
    "/bookings/waiting-lists",
  ],
  sales: ["/prospects", `/members/${memberId}`],
} as const;

/** Sideways overflow of the document, and the controls and headings that reach past the viewport's right edge. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clipped = [
      ...document.querySelectorAll(
        "main :is(h1, h2, h3, a, button, input, select, textarea, [role=group], [role=spinbutton], th)",
      ),
    ]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // inside a region that scrolls sideways on purpose (a wide table, the board's columns), it is reachable
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const x = getComputedStyle(p).overflowX;
          if ((x === "auto" || x === "scroll") && p.scrollWidth > p.clientWidth) return false;
        }
        return box.right > root.clientWidth + 1 || box.left < -1;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, clipped };
  });
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(
    page
      .locator("main")
      .getByRole("status")
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0);
}

for (const size of [
  { name: "landscape 1024x768", width: 1024, height: 768 },
  { name: "portrait 820x1180", width: 820, height: 1180 },
]) {
  test(`reception and sales screens fit a tablet, ${size.name}`, async ({ page, browser }) => {
    test.slow();
    await page.setViewportSize(size);
    const problems: string[] = [];
    const check = async (p: Page, path: string) => {
      await settle(p, path);
      const o = await overflowOf(p);
      if (o.scrollWidth > o.clientWidth || o.clipped.length > 0)
        problems.push(`${path}: scrollWidth ${o.scrollWidth} > ${o.clientWidth}; cut off: ${o.clipped.join(", ")}`);
    };
    await check(page, "/sign-in");
    await signIn(page, "reception");
    for (const path of pages.reception) await check(page, path);

    const sales = await browser.newPage({ viewport: size });
    await signIn(sales, "sales");
    for (const path of pages.sales) await check(sales, path);
    await sales.close();
    expect(problems).toEqual([]);
  });
}
