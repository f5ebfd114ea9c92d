import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** Fixtures of the demo dataset (lib/platform/seed/configuration-b.ts, seed/communications.ts). */
const promotionCode = "SUMMER25";
const inactiveCode = "WINTER10";
const over50Code = "BULK60";

test.describe("promotion codes and discount usage (manager)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "manager"));

  test("lists codes with their state, and is axe-clean", async ({ page }) => {
    await page.goto("/configuration/promotion-codes");
    await expect(page.getByRole("heading", { level: 1, name: "Promotion codes" })).toBeVisible();
    const summer = page.getByRole("row", { name: new RegExp(promotionCode) });
    await expect(summer).toContainText("Active");
    await expect(summer).toContainText("94 of 100 uses left");
    await expect(page.getByRole("row", { name: new RegExp(inactiveCode) })).toContainText("Inactive");
    await expectNoAxeViolations(page);
  });

  test("creates a code with the discount picker, then activates it", async ({ page }) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.goto("/configuration/promotion-codes");
    await page.getByRole("button", { name: "New promo code" }).click();
    const dialog = page.getByRole("dialog", { name: "New promo code" });
    await dialog.getByLabel("Code", { exact: true }).fill(code);
    await dialog.getByRole("checkbox", { name: /^Active/ }).uncheck();
    // no discount chosen: the contract's message under the picker
    await dialog.getByRole("button", { name: "Create promo code" }).click();
    await expect(dialog.getByText("At least one discount ID must be supplied")).toBeVisible();
    await dialog.getByRole("checkbox", { name: /10% off/ }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Create promo code" }).click();
    await expect(page.getByText(`Promo code ${code} created`)).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(code) });
    await expect(row).toContainText("Inactive");
    await row.getByRole("button", { name: `Activate ${code}` }).click();
    await expect(page.getByText(`${code} is now active`)).toBeVisible();
    await expect(row).toContainText("Active");
  });

  test("a duplicate code shows the platform's 409 under the field", async ({ page }) => {
    await page.goto("/configuration/promotion-codes");
    await page.getByRole("button", { name: "New promo code" }).click();
    const dialog = page.getByRole("dialog", { name: "New promo code" });
    await dialog.getByLabel("Code", { exact: true }).fill(promotionCode.toLowerCase());
    await dialog.getByRole("checkbox", { name: /10% off/ }).check();
    await dialog.getByRole("button", { name: "Create promo code" }).click();
    await expect(dialog.getByText(`A promo-code with the code '${promotionCode}' already exists with an ID of 1`)).toBeVisible();
  });

  test("discount usage: filter, page through links.next, axe-clean", async ({ page }) => {
    await page.goto("/configuration/discount-usage");
    await expect(page.getByText("Choose filters and search")).toBeVisible();
    await page.getByLabel("Promotion code").fill(over50Code);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(/Showing 50 usages .*more available/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByText(/Showing 60 usages/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });

  test("discount usage: the platform's messages reach the screen", async ({ page }) => {
    await page.goto("/configuration/discount-usage");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("At least one of the following query parameters must be provided: MemberID, BookingID, ActivityID, PromotionCode, DateFrom, DateTo.")).toBeVisible();
    await page.getByLabel("Promotion code").fill("NOPE");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Promotion code 'NOPE' does not exist.")).toBeVisible();
  });
});

test.describe("communications (manager)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "manager"));

  test("lists templates and opens a setup with placeholder chips and a sandboxed preview", async ({ page }) => {
    await page.goto("/communications");
    await expect(page.getByRole("heading", { level: 1, name: "Email templates" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Plain newsletter/ })).toContainText("No query bound");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Open New member welcome" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New member welcome" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Insert Membership number [[MembershipNumber]]" })).toBeVisible();
    const preview = page.frameLocator('iframe[title="Preview of New member welcome"]');
    await expect(preview.getByRole("heading", { name: "Welcome, [[FirstName]]!" })).toBeVisible();
    await expect(page.locator("iframe")).toHaveAttribute("sandbox", "");
    await expectNoAxeViolations(page, { exclude: ["iframe"] });
  });

  test("creates a template, inserts a placeholder, saves it", async ({ page }) => {
    const name = `E2E template ${Date.now()}`;
    await page.goto("/communications");
    await page.getByRole("button", { name: "New template" }).click();
    const dialog = page.getByRole("dialog", { name: "New email template" });
    await dialog.getByLabel("Description").fill(name);
    await dialog.getByLabel("Data query").selectOption({ label: "Upcoming bookings (SQL)" });
    await dialog.getByLabel("Template type").selectOption({ label: "Booking confirmation" });
    await dialog.getByRole("button", { name: "Create template" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("never saved")).toBeVisible();
    const html = page.getByLabel("HTML body");
    await html.fill("<p>Booking </p>");
    await html.press("End");
    await page.getByRole("button", { name: "Insert BookingId [[BookingId]]" }).click();
    await expect(html).toHaveValue(/\[\[BookingId\]\]/);
    await page.getByRole("button", { name: "Save template" }).click();
    await expect(page.getByText(`Template ${name} saved`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("HTML body")).toHaveValue(/\[\[BookingId\]\]/);
  });

  test("a template bound to a removed query explains why it cannot be edited", async ({ page }) => {
    await page.goto("/communications/templates/3");
    await expect(page.getByText("Query with id 999 does not exist.")).toBeVisible();
    await page.goto("/communications/templates/2");
    await expect(page.getByText("Template for Id 2 has no associated query.")).toBeVisible();
  });
});

test.describe("mobile apps (admin)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "admin"));

  test("lists identifiers with masked secrets; reveal and hide one; axe-clean", async ({ page }) => {
    await page.goto("/configuration/mobile-apps");
    const app = page.getByRole("listitem", { name: "com.leedsleisure.members" });
    await expect(app.getByRole("row")).toHaveCount(4); // header + 3 versions
    await expect(app.getByText("256 characters").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await app.getByRole("button", { name: "Reveal secret of com.leedsleisure.members 1.0" }).click();
    await expect(app.locator("code")).toHaveText(/Secret of com\.leedsleisure\.members 1\.0: [A-Za-z0-9_-]{256}$/);
    await app.getByRole("button", { name: "Hide secret of com.leedsleisure.members 1.0" }).click();
    await expect(app.locator("code")).toHaveCount(0);
  });

  test("registers an app, adds and deletes a version", async ({ page }) => {
    const bundle = `uk.e2e.app${Date.now()}`;
    await page.goto("/configuration/mobile-apps");
    await page.getByRole("button", { name: "Register app" }).click();
    const dialog = page.getByRole("dialog", { name: "Register a mobile app" });
    await dialog.getByLabel("App bundle id").fill(bundle);
    await dialog.getByLabel("OneSignal app id").fill("e2e-onesignal");
    await dialog.getByLabel("First version").fill("v1");
    await dialog.getByRole("button", { name: "Register app" }).click();
    await expect(dialog.getByText("AppVersion must be in a valid format (major.minor[.build[.revision]]). Provided: v1")).toBeVisible();
    await dialog.getByLabel("First version").fill("1.0");
    await dialog.getByRole("button", { name: "Register app" }).click();
    await expect(page.getByText(`${bundle} registered with version 1.0`)).toBeVisible();
    const app = page.getByRole("listitem", { name: bundle });
    await app.getByRole("button", { name: `Add version to ${bundle}` }).click();
    const add = page.getByRole("dialog", { name: `Add a version to ${bundle}` });
    await add.getByLabel("Version").fill("1.1");
    await add.getByRole("button", { name: "Add version" }).click();
    await expect(page.getByText(`Version 1.1 added to ${bundle}`)).toBeVisible();
    await app.getByRole("button", { name: `Delete version ${bundle} 1.0` }).click();
    await page.getByRole("dialog", { name: "Delete version 1.0?" }).getByRole("button", { name: "Delete version" }).click();
    await expect(page.getByText(`Version ${bundle} 1.0 deleted`)).toBeVisible();
    await expect(app.getByRole("row")).toHaveCount(2);
  });

  test("every reveal or copy of a secret is in the audit trail with who and when", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/configuration/mobile-apps");
    const trail = page.getByRole("region", { name: "Secret reveals" });
    await expect(trail).toBeVisible();
    await expect(trail.getByRole("status")).toHaveCount(0); // loaded
    const before = await trail.getByRole("row", { name: /com\.leedsleisure\.members 1\.4\.2/ }).count();
    const app = page.getByRole("listitem", { name: "com.leedsleisure.members" });
    await app.getByRole("button", { name: "Reveal secret of com.leedsleisure.members 1.4.2" }).click();
    await app.getByRole("button", { name: "Hide secret of com.leedsleisure.members 1.4.2" }).click();
    await app.getByRole("button", { name: "Copy secret of com.leedsleisure.members 1.4.2" }).click();
    await expect(page.getByText("Secret of com.leedsleisure.members 1.4.2 copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[A-Za-z0-9_-]{256}$/);
    const rows = trail.getByRole("row", { name: /com\.leedsleisure\.members 1\.4\.2/ });
    await expect(rows).toHaveCount(before + 2);
    await expect(rows.first()).toContainText("Ada Admin");
    await expectNoAxeViolations(page);
  });

  test("deletes an app with all its versions after confirmation", async ({ page, baseURL }) => {
    const bundle = `uk.e2e.gone${Date.now()}`;
    const created = await page.request.post("/api/configuration/mobile-apps", { headers: { origin: baseURL! }, data: { appBundleId: bundle, oneSignalAppId: "x", appVersion: "1.0" } });
    expect(created.status()).toBe(201);
    await page.goto("/configuration/mobile-apps");
    const app = page.getByRole("listitem", { name: bundle });
    const trigger = app.getByRole("button", { name: `Delete app ${bundle}` });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: `Delete ${bundle}?` });
    await expect(dialog).toContainText("no build of it can sign requests");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await dialog.getByRole("button", { name: "Delete app" }).click();
    await expect(page.getByText(`${bundle} deleted`)).toBeVisible();
    await expect(page.getByRole("listitem", { name: bundle })).toHaveCount(0);
    const list = await (await page.request.get("/api/configuration/mobile-apps")).json();
    expect(list.map((i: { appBundleId: string }) => i.appBundleId)).not.toContain(bundle);
  });

  test("a duplicate bundle id shows the platform's 409", async ({ page }) => {
    await page.goto("/configuration/mobile-apps");
    await page.getByRole("button", { name: "Register app" }).click();
    const dialog = page.getByRole("dialog", { name: "Register a mobile app" });
    await dialog.getByLabel("App bundle id").fill("COM.LEEDSLEISURE.MEMBERS");
    await dialog.getByLabel("OneSignal app id").fill("x");
    await dialog.getByRole("button", { name: "Register app" }).click();
    await expect(dialog.getByText("An identifier already exists with AppBundleId 'COM.LEEDSLEISURE.MEMBERS'.")).toBeVisible();
  });
});
