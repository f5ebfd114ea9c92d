import type { APIResponse, Page, Response } from "@playwright/test";
import { canOpen, roles, type Role } from "@frontdesk/lib/contract/roles";
import { apiRoutes, pagePatterns, urlOf } from "@frontdesk/lib/bff/app-routes";
import { expect, signIn, test } from "./fixtures";

/**
 * Security headers on every page and every BFF route (enumerated from app/, so a new
 * one is covered by itself), a nonce-based Content-Security-Policy under which every page still
 * hydrates with no violation in the console, and the platform's own headers.
 */

/** Demo records for the pages' path parameters (lib/platform/seed). */
const demoParams = {
  memberId: "1001",
  templateId: "2",
  productId: "COURT1",
  siteId: "LEEDS",
  statusId: "EXPIRED",
  missing: "no-such-page",
};

function expectCommonHeaders(headers: Record<string, string>, what: string) {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"], `${what}: no HSTS over http`).toBeUndefined();
}

function expectPageHeaders(response: Response | APIResponse | null, what: string): string {
  expect(response, what).not.toBeNull();
  const headers = response!.headers();
  expectCommonHeaders(headers, what);
  const csp = headers["content-security-policy"];
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, what).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(scriptSrc, what).not.toContain("unsafe-inline");
  return /'nonce-([^']+)'/.exec(scriptSrc)![1];
}

/**
 * Console errors and uncaught page errors (a CSP violation logs one; a blocked script breaks the
 * page), plus every securitypolicyviolation event. A failed fetch is the screen's own business.
 */
async function watchConsole(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.exposeFunction("reportCspViolation", (text: string) => errors.push(text)).catch(() => {}); // once per page
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `CSP violation: ${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  return errors;
}

/** React has hydrated the page: its DOM nodes carry React's fiber keys. */
const isHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector("main") ?? document.body).some((key) => key.startsWith("__react")),
  );

test.describe("security headers and Content-Security-Policy", () => {
  test("the sign-in page: headers, a fresh nonce each time, hydrated with no CSP violation", async ({ page }) => {
    const errors = await watchConsole(page);
    const first = expectPageHeaders(await page.goto("/sign-in"), "/sign-in");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
    await expect.poll(() => isHydrated(page)).toBe(true);
    const second = expectPageHeaders(await page.reload(), "/sign-in again");
    expect(second).not.toBe(first);
    // Next's own inline scripts and the theme script carry the nonce; none runs without it.
    const inline = await page
      .locator("script:not([src])")
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(inline.length).toBeGreaterThan(0);
    expect(inline.every((nonce) => nonce === second)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("every page, opened by a role that may open it, has the headers and hydrates without a CSP violation", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const pages = new Map<Role, { page: Page; errors: string[] }>();
    const patterns = pagePatterns().filter((p) => p !== "/sign-in");
    expect(patterns.length).toBeGreaterThan(20);
    for (const pattern of patterns) {
      const url = urlOf(pattern, demoParams);
      const role = roles.find((r) => canOpen(r, url)) ?? "reception"; // a page no role opens: its 403 page
      if (!pages.has(role)) {
        const page = await browser.newPage();
        const errors = await watchConsole(page);
        await signIn(page, role);
        pages.set(role, { page, errors });
      }
      const { page, errors } = pages.get(role)!;
      errors.length = 0;
      expectPageHeaders(await page.goto(url), `${url} as ${role}`);
      await page.waitForLoadState("networkidle");
      await expect.poll(() => isHydrated(page), `${url} hydrates`).toBe(true);
      expect(errors, `${url} console`).toEqual([]);
    }
    for (const { page } of pages.values()) await page.close();
  });

  test("a page of another role (403) and a signed-out redirect carry the headers too", async ({ page, request }) => {
    const redirect = await request.get("/members/1001", { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expectCommonHeaders(redirect.headers(), "redirect to sign-in");
    await signIn(page, "admin");
    const refused = await page.goto("/members/1001");
    expect(refused?.status()).toBe(403);
    expectPageHeaders(refused, "403 page");
  });

  test("every BFF route answers with the headers, signed out and signed in", async ({ page, request, baseURL }) => {
    await signIn(page, "manager");
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const { pattern } of routes) {
      const url = urlOf(pattern, { ...demoParams, nextauth: "session" });
      for (const [who, response] of [
        ["signed out", await request.get(url)],
        ["signed in", await page.request.get(url)],
        ["cross-origin write", await page.request.post(url, { headers: { origin: "https://evil.example" }, data: {} })],
      ] as const) {
        expectCommonHeaders(response.headers(), `${who} GET ${url} (${response.status()})`);
        if (!pattern.startsWith("/api/auth"))
          expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
      }
    }
    expect(baseURL).toBeTruthy();
  });

  test("the platform: headers on its API, and its docs page renders under its own policy", async ({
    page,
    request,
  }) => {
    for (const path of [
      "/platform/health",
      "/platform/openapi.json",
      "/platform/api/members/1001",
      "/platform/no-such-route",
    ]) {
      expectCommonHeaders((await request.get(path)).headers(), path);
    }
    const errors = await watchConsole(page);
    const docs = await page.goto("/platform/docs");
    expectCommonHeaders(docs!.headers(), "/platform/docs");
    expect(docs!.headers()["content-security-policy"]).toMatch(/style-src 'sha256-/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Its stylesheet applies (the hash matches): the body is a centred column.
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).not.toBe("none");
    expect(errors).toEqual([]);
  });
});
