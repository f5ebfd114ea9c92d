import type { Page } from "@playwright/test";
import { demoMembers, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** Fixtures of the demo dataset (lib/platform/seed/configuration-b.ts, seed/communications.ts). */
const promotionCode = "SUMMER25";
const inactiveCode = "WINTER10";
const over50Code = "BULK60";

test.describe.serial("promotion codes and discount usage (manager)", () => {
  let page: Page;
  let created = "";
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await signIn(page, "manager");
  });
  test.afterAll(async () => page.context().close());

  test("lists codes with their state, and is axe-clean", async () => {
    await page.goto("/configuration/promotion-codes");
    await expect(page.getByRole("heading", { level: 1, name: "Promotion codes" })).toBeVisible();
    const summer = page.getByRole("row", { name: new RegExp(promotionCode) });
    await expect(summer).toContainText("Active");
    await expect(summer).toContainText("94 of 100 uses left");
    await expect(page.getByRole("row", { name: new RegExp(inactiveCode) })).toContainText("Inactive");
    await expectNoAxeViolations(page);
    const csv = await page.request.get("/api/configuration/promotion-codes/export");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toMatch(new RegExp(`\\r\\n${promotionCode},yes,2026-06-01,2030-12-31,100,94,no,`));
  });

  test("creates a code with the discount picker, then activates it", async () => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    created = code;
    await page.goto("/configuration/promotion-codes");
    await page.getByRole("button", { name: "New promo code" }).click();
    const dialog = page.getByRole("dialog", { name: "New promo code" });
    await dialog.getByLabel("Code", { exact: true }).fill(code);
    await dialog.getByRole("checkbox", { name: /^Active/ }).uncheck();
    // no discount chosen: the contract's message under the picker
    await dialog.getByRole("button", { name: "Create promo code" }).click();
    await expect(dialog.getByText("Choose at least one discount.")).toBeVisible();
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

  test("a duplicate code shows the platform's 409 under the field", { tag: "@upstream" }, async () => {
    await page.goto("/configuration/promotion-codes");
    await page.getByRole("button", { name: "New promo code" }).click();
    const dialog = page.getByRole("dialog", { name: "New promo code" });
    await dialog.getByLabel("Code", { exact: true }).fill(promotionCode.toLowerCase());
    await dialog.getByRole("checkbox", { name: /10% off/ }).check();
    await dialog.getByRole("button", { name: "Create promo code" }).click();
    await expect(
      dialog.getByText(
        `The code ${promotionCode} is already taken (codes are unique whatever their case). Choose another.`,
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("edits a code: what its uses so far refuse, then a change saved; Cancel returns to the Edit button", async () => {
    await page.goto("/configuration/promotion-codes");
    const edit = page.getByRole("button", { name: `Edit ${promotionCode}` });
    await edit.click();
    const dialog = page.getByRole("dialog", { name: `Edit ${promotionCode}` });
    await expect(dialog.getByText("Used 6 times so far: the limit can't go below that.")).toBeVisible();
    await dialog.getByLabel("Code", { exact: true }).fill("SUMMER26");
    await dialog.getByRole("button", { name: "Save promo code" }).click();
    await expect(
      dialog.getByText(
        "This code has been used 6 times, so it can't be renamed: those bookings are recorded under it.",
      ),
    ).toBeVisible();
    await dialog.getByLabel("Code", { exact: true }).fill(promotionCode);
    await dialog.getByLabel("Maximum uses").fill("3");
    await dialog.getByRole("button", { name: "Save promo code" }).click();
    await expect(
      dialog.getByText("The code has been used 6 times already: enter 6 or more, or 0 for no limit."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    const row = page.getByRole("row", { name: new RegExp(created) });
    await row.getByRole("button", { name: `Edit ${created}` }).click();
    const mine = page.getByRole("dialog", { name: `Edit ${created}` });
    await mine.getByLabel("Maximum uses").fill("5");
    await mine.getByRole("checkbox", { name: "Apply automatically" }).check();
    await mine.getByRole("button", { name: "Save promo code" }).click();
    await expect(page.getByText(`Promo code ${created} saved`)).toBeVisible();
    await expect(mine).toBeHidden();
    await expect(row).toContainText("5 of 5 uses left");
    await expect(row).toContainText("Applied automatically");
  });

  test("discount usage: filter, page through links.next, axe-clean", { tag: "@upstream" }, async () => {
    await page.goto("/configuration/discount-usage");
    await expect(page.getByText("Choose filters and search")).toBeVisible();
    await page.getByLabel("Promotion code").fill(over50Code);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(/Showing 50 usages .*more available/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByText(/Showing 60 usages/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

    // usage over time: an SVG named and described, and the same figures as a table
    const chart = page.getByRole("img", { name: /^Usages by (day|month)/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(/60 usages from/);
    await page.getByRole("button", { name: "Show as table" }).click();
    const table = page.getByRole("table", { name: /^Usages by (day|month)$/ });
    const counts = await table.locator("tbody tr td:nth-child(2)").allTextContents();
    expect(counts.reduce((sum, n) => sum + Number(n), 0)).toBe(60);
    await expectNoAxeViolations(page);

    // the CSV of every usage the filters match (not only the pages shown)
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV of every usage these filters match" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^discount-usage-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await (await import("node:fs/promises")).readFile((await file.path())!, "utf8"))
      .trim()
      .split("\r\n");
    expect(lines[0].replace(/^\uFEFF/, "")).toBe(
      "Usage,Promotion code,Member,Booking,Booking reference,Starts (UTC),Ends (UTC),Price levels,Original price,Discounted price,Invoice line",
    );
    expect(new Set(lines.slice(1).map((l) => l.split(",")[0])).size).toBe(60);
    expect(lines.slice(1).every((l) => l.split(",")[1] === over50Code)).toBe(true);
  });

  test("discount usage: the platform's messages reach the screen", { tag: "@upstream" }, async () => {
    await page.goto("/configuration/discount-usage");
    await page.getByRole("button", { name: "Search" }).click();
    // the platform's sentence names its query parameters (MemberID, DateFrom, ...): the screen says it in plain words
    await expect(
      page.getByText("Choose at least one filter: a promotion code, member, booking, activity or a day."),
    ).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/MemberID|DateFrom|query parameters/);
    await page.getByLabel("Promotion code").fill("NOPE");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("There is no promotion code NOPE.")).toBeVisible();
  });
});

test("the email templates' list is in the page's HTML, and the browser reads it no second time", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, "manager");
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    // the templates, their kinds and their data queries: the page's three server reads (app/(staff)/communications)
    const html = await context.newPage();
    await html.goto("/communications");
    const welcome = html.getByRole("row", { name: /New member welcome/ });
    await expect(welcome).toContainText("Welcome email");
    await expect(welcome).toContainText("Members with their home site");
  } finally {
    await context.close();
  }
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/communications/")) reads.push(request.url());
  });
  await page.goto("/communications");
  await expect(page.getByRole("row", { name: /New member welcome/ })).toContainText("Members with their home site");
  await page.waitForLoadState("networkidle");
  expect(reads).toEqual([]);
});

test.describe.serial("email templates (manager)", () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    // axe finishes a scan with frames in a new page of the same context: a context of our own
    page = await (await browser.newContext()).newPage();
    await signIn(page, "manager");
  });
  test.afterAll(async () => page.context().close());

  test("the editor: subject line, placeholders of the query, a preview with a member's data, axe with the preview included", async () => {
    await page.goto("/communications");
    await expect(page.getByRole("heading", { level: 1, name: "Email templates" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Plain newsletter/ })).toContainText("None yet: open it to choose one");
    await page.getByRole("link", { name: "Open New member welcome" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New member welcome" })).toBeVisible();
    await expect(page.getByLabel("Subject line")).toHaveValue("Welcome to [[SiteName]], [[FirstName]]");
    await expect(page.getByRole("button", { name: "Insert Membership number [[MembershipNumber]]" })).toBeVisible();
    await page
      .getByLabel("Preview with another member")
      .fill(`${demoMembers.guardian.firstName} ${demoMembers.guardian.lastName}`);
    await page
      .getByRole("option", { name: new RegExp(`${demoMembers.guardian.firstName} ${demoMembers.guardian.lastName}`) })
      .first()
      .click();
    await expect(
      page.getByText(
        `As ${demoMembers.guardian.firstName} ${demoMembers.guardian.lastName} (member #${demoMembers.guardian.memberId}) would get it.`,
      ),
    ).toBeVisible();
    await expect(page.getByText(/^Subject: Welcome to .+, Helen$/)).toBeVisible();
    const preview = page.frameLocator('iframe[title="Preview of New member welcome"]');
    await expect(preview.getByRole("heading", { name: `Welcome, ${demoMembers.guardian.firstName}!` })).toBeVisible();
    await expect(preview.locator("body")).not.toContainText("[[");
    await expectNoAxeViolations(page); // the preview frame included
  });

  test("creating: plain-word errors; placeholders into subject and message; a script in a template never runs; unsaved changes ask first", async () => {
    const name = `E2E template ${Date.now()}`;
    await page.goto("/communications");
    await page.getByRole("button", { name: "New template" }).click();
    const dialog = page.getByRole("dialog", { name: "New email template" });
    await dialog.getByRole("button", { name: "Create template" }).click();
    await expect(dialog.getByText("Enter a name for the template.")).toBeVisible();
    await expect(dialog.getByText("Choose the data query whose fields the template can use.")).toBeVisible();
    await expect(dialog.getByText("Choose the kind of email this template is for.")).toBeVisible();
    await expect(dialog.getByText(/must be specified/)).toHaveCount(0);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Data query").selectOption({ label: "Upcoming bookings (SQL)" });
    await dialog.getByLabel("Kind of email").selectOption({ label: "Booking confirmation" });
    await dialog.getByRole("button", { name: "Create template" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(/never saved/)).toBeVisible();

    const subject = page.getByLabel("Subject line");
    await subject.fill("Booking ");
    await page.getByRole("button", { name: "Insert BookingId [[BookingId]]" }).click();
    await expect(subject).toHaveValue("Booking [[BookingId]]");
    const body = page.getByLabel("Message (HTML)");
    await body.fill("<p>Hello </p><script>document.title = 'ran'</script><p onclick=\"x\">Bye</p>");
    await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(9, 9));
    await page.getByRole("button", { name: "Insert First name [[FirstName]]" }).click();
    await expect(body).toHaveValue(/<p>Hello \[\[FirstName\]\]<\/p>/);
    const preview = page.frameLocator(`iframe[title="Preview of ${name}"]`);
    await expect(preview.getByText(/^Hello \S+$/)).toBeVisible();
    expect(await preview.locator("html").evaluate((html) => html.ownerDocument.title)).toBe("Email preview");

    await subject.fill("");
    await page.getByRole("button", { name: "Save template" }).click();
    await expect(page.getByText("Enter a subject line.")).toBeVisible();
    await subject.fill("Your booking [[BookingId]]");

    // leaving with unsaved changes asks first; staying keeps the edits
    const asked = page.waitForEvent("dialog").then(async (d) => {
      expect(d.message()).toContain("unsaved changes");
      await d.dismiss();
    });
    await page.getByRole("link", { name: "All templates" }).click();
    await asked;
    await expect(subject).toHaveValue("Your booking [[BookingId]]");

    await page.getByRole("button", { name: "Save template" }).click();
    await expect(page.getByText(`Template ${name} saved`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Subject line")).toHaveValue("Your booking [[BookingId]]");
    await expect(page.getByLabel("Message (HTML)")).toHaveValue(/\[\[FirstName\]\]/);
  });

  test("a template whose data query was removed is titled by its name and bound to another query", async () => {
    await page.goto("/communications/templates/3");
    await expect(page.getByRole("heading", { level: 1, name: "Lapsed members (query removed)" })).toBeVisible();
    await expect(page.getByText("That data query no longer exists. Choose another one.")).toBeVisible();
    await page.getByRole("button", { name: "Use this query" }).click();
    await expect(page.getByText("Choose the data query whose fields the template can use.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Data query").selectOption({ label: "Members with their home site" });
    await page.getByRole("button", { name: "Use this query" }).click();
    await expect(page.getByLabel("Message (HTML)")).toHaveValue("<p>We miss you</p>");
    await expect(page.getByRole("button", { name: "Insert First name [[FirstName]]" })).toBeVisible();
  });
});

test.describe("mobile apps (admin)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "admin"));

  test("lists identifiers with masked secrets; reveal and hide one; axe-clean", async ({ page }) => {
    await page.goto("/configuration/mobile-apps");
    const app = page.getByRole("listitem", { name: "com.leedsleisure.members" });
    await expect(app.getByRole("row")).toHaveCount(4); // header + 3 versions
    await expect(app.getByText("256 characters").first()).toBeVisible();
    // the environments each version is connected to (GET /api/configuration/environments)
    await expect(app.getByRole("row", { name: /^1\.0 / })).toContainText("None");
    await expect(app.getByRole("row", { name: /^1\.4\.2 / })).toContainText("Leeds Leisure sandbox");
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
    await expect(
      dialog.getByText("Write the version as numbers with dots, for example 1.0 or 2.3.1 (not v1)."),
    ).toBeVisible();
    await expect(dialog).not.toContainText("AppVersion");
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
    await page
      .getByRole("dialog", { name: "Delete version 1.0?" })
      .getByRole("button", { name: "Delete version" })
      .click();
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
    const created = await page.request.post("/api/configuration/mobile-apps", {
      headers: { origin: baseURL! },
      data: { appBundleId: bundle, oneSignalAppId: "x", appVersion: "1.0" },
    });
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
    await expect(
      dialog.getByText(
        "The app COM.LEEDSLEISURE.MEMBERS is already registered (bundle ids are unique whatever their case).",
      ),
    ).toBeVisible();
    await expect(dialog).not.toContainText("AppBundleId");
  });
});
