import { demoMembers, expect, signIn, test } from "./fixtures";

/**
 * The member screens' first reads are made while the page renders on the server
 * (app/(staff)/server-reads.ts), so the page as sent, before any script runs, already shows the record,
 * and the browser does not read it a second time (one read, one audit row).
 */
const { memberId, firstName, lastName } = demoMembers.guardian;
const name = `${firstName} ${lastName}`;

test("each member screen's HTML shows the record before any script runs", async ({ page, browser, baseURL }) => {
  await signIn(page, "reception");
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const html = await context.newPage();
  try {
    await html.goto(`/members/${memberId}`);
    await expect(html.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(html.getByRole("region", { name: "Alerts" })).toContainText("Medical conditions recorded:");
    const tiles = html.getByRole("article");
    await expect(tiles).toHaveCount(7);
    await expect(tiles.filter({ hasText: "Marketing:" })).toHaveCount(1);
    await expect(tiles.filter({ hasText: "Home" })).toContainText("Oakwood Lane");
    await expect(tiles.filter({ hasText: "Open the door" })).toContainText("Card 700100101");
    await expect(tiles.filter({ hasText: "Language of correspondence" })).toContainText("written in English");

    await html.goto(`/members/${memberId}/consent`);
    await expect(html.getByRole("heading", { level: 1, name: `Consent · ${name}` })).toBeVisible();
    await expect(html.getByRole("heading", { name: "Marketing campaigns" })).toBeVisible();

    await html.goto(`/members/${memberId}/medical`);
    await expect(html.getByRole("heading", { level: 1, name: `Medical details · ${name}` })).toBeVisible();
    await expect(html.getByText("Deactivated type")).toBeVisible();

    // The form is its own chunk (next/dynamic): the server streams it in after the page's first part, where the
    // browser's parser swaps it in (a script of the HTML, none of the app's), so it is looked for in the markup.
    const addresses = await (await page.request.get(`/members/${memberId}/addresses`)).text();
    const markup = addresses.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    expect(markup).toMatch(/<input[^>]*value="12 Oakwood Lane"/);
    expect(markup).toMatch(/<input[^>]*value="LS1 4AP"/);

    await html.goto(`/members/${memberId}/card`);
    await expect(html.getByRole("region", { name: "Recurring-payment card" })).toContainText("Visa ending 4242");
    await expect(html.getByRole("listitem", { name: "Visa ending 4242" })).toBeVisible();

    await html.goto(`/members/${memberId}/bookings`);
    await expect(html.getByRole("heading", { level: 1, name: `Bookings: ${name}` })).toBeVisible();
    await expect(html.getByText(/past bookings?, newest first\./)).toBeVisible();
  } finally {
    await context.close();
  }

  // With scripts, the screen hydrates from what the server read: no second read of the medical details.
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith(`/api/members/${memberId}/`)) reads.push(request.url());
  });
  await page.goto(`/members/${memberId}/medical`);
  await expect(page.getByRole("button", { name: "Add condition" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(reads.filter((url) => url.includes("/medical-details"))).toEqual([]);
});
