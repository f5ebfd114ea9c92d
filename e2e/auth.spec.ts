import { expect, expectNoAxeViolations, ownAddress, signIn, test } from "./fixtures";

test.describe("staff sign-in and roles", () => {
  test("signing in needs the right password, and says so", async ({ page }) => {
    await ownAddress(page);
    await page.goto("/members/1001");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
    // an explicit type: HTML_CodeSniffer asks for it on every text input
    await expect(page.getByLabel("Username or email")).toHaveAttribute("type", "text");
    await page.getByLabel("Username or email").fill("reception");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("The username or password is not right")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeFocused();
  });

  test("sign-in page has no axe violations", async ({ page }) => {
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  const navigation = {
    reception: { has: ["Members"], hasNot: ["Prospects", "Booking sheets", "Integrators"] },
    sales: { has: ["Prospects"], hasNot: ["Members", "Booking sheets", "Integrators"] },
    manager: {
      has: ["Members", "Booking sheets", "Configuration", "Communications"],
      hasNot: ["Prospects", "Integrators"],
    },
    admin: { has: ["Integrators", "Mobile apps"], hasNot: ["Members", "Booking sheets", "Prospects"] },
  } as const;

  for (const [role, links] of Object.entries(navigation) as [
    keyof typeof navigation,
    (typeof navigation)[keyof typeof navigation],
  ][]) {
    test(`${role} sees the ${role} navigation`, async ({ page }) => {
      await signIn(page, role);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of links.has) await expect(nav.getByRole("link", { name })).toBeVisible();
      for (const name of links.hasNot) await expect(nav.getByRole("link", { name })).toHaveCount(0);
    });
  }

  test("a page of another role is refused with 403, not a crash", async ({ page }) => {
    await signIn(page, "reception");
    const response = await page.goto("/configuration/integrators");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not available for your role" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your start page" })).toBeVisible();
  });

  test("a mistyped address is 'Page not found' (404) for every role, with a way back to the role's start page", async ({
    page,
  }) => {
    await signIn(page, "reception");
    const response = await page.goto("/memebrs/1001");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not available for your role" })).toHaveCount(0);
    expect((await page.goto("/configuration/nonsense"))?.status()).toBe(404);

    const admin = await page.context().browser()!.newPage();
    await signIn(admin, "admin");
    expect((await admin.goto("/memebrs/1001"))?.status()).toBe(404);
    await admin.getByRole("link", { name: "Go to your start page" }).click();
    await expect(admin).toHaveURL(/\/configuration\/integrators$/);
    await expect(admin.getByRole("heading", { level: 1, name: "Integrators" })).toBeVisible();
    await admin.close();
  });

  test("admin is refused member screens; sales is refused the consent screen", async ({ page, browser }) => {
    await signIn(page, "admin");
    expect((await page.goto("/members/1001"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not available for your role" })).toBeVisible();

    const sales = await browser.newPage();
    await signIn(sales, "sales");
    expect((await sales.goto("/members/1001/consent"))?.status()).toBe(403);
    await sales.close();
  });

  test("the BFF answers problem+json: 401 without a session, 403 for another role", async ({ page, request }) => {
    const anonymous = await request.get("/api/members?search=Marsh");
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()["content-type"]).toContain("application/problem+json");

    await signIn(page, "admin");
    const refused = await page.request.get("/api/members/1001/consent");
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ status: 403, title: "Forbidden" });
  });

  test("the BFF checks bodies with the contract and passes platform failures on as problems", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, "reception");
    const invalid = await page.request.put("/api/members/1003/campaign", {
      headers: { origin: baseURL! },
      data: { campaignId: "newsletter", granted: "yes" },
    });
    expect(invalid.status()).toBe(400);
    const problem = await invalid.json();
    expect(problem.errors).toEqual({
      campaignId: ["Campaign ID must be an integer."],
      granted: ["Granted must be a boolean."],
    });

    const missing = await page.request.get("/api/members/999999");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toContain("application/problem+json");
    expect(await missing.json()).toMatchObject({
      status: 404,
      title: "Not Found",
      detail: "Member with ID 999999 does not exist",
    });
  });

  test("a write from another origin is refused", async ({ page }) => {
    await signIn(page, "reception");
    const response = await page.request.put("/api/members/1001/campaign", {
      headers: { origin: "https://evil.example" },
      data: { campaignId: 1, granted: false },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).detail).toBe("Cross-origin request refused.");
  });

  test("signing out returns to the sign-in page", async ({ page }) => {
    await signIn(page, "manager");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/sign-in/);
  });
});
