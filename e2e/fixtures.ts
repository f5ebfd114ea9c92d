import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import type { Role } from "@/lib/auth/roles";
import { serverURL } from "./servers";

/** The demo staff users (lib/platform/seed/core.ts): username = role, one shared password. */
export const demoPassword = "frontdesk-demo";
export const staffNames: Record<Role, string> = {
  reception: "Rita Reception",
  sales: "Sam Sales",
  manager: "Mona Manager",
  admin: "Ada Admin",
};

/** Fixed ids of the demo dataset (sandbox-contract §4 fixtures manifest). */
export const demoMembers = {
  guardian: { memberId: 1001, firstName: "Helen", lastName: "Marsh" },
  dependant: { memberId: 1002, firstName: "Toby", lastName: "Marsh" },
  unlinked: { memberId: 1003, firstName: "Ravi", lastName: "Kapoor" },
} as const;

/**
 * Against a dev server (E2E_BASE_URL) in a checkout others are editing, every file change would
 * reload the page mid-test. The HMR socket still connects (the dev client needs it to boot), but
 * only its first handshake messages reach the page: no rebuild, refresh or reload news.
 * Nothing to do in production, where there is no HMR socket.
 */
export async function muteDevReloads(page: Page) {
  await page.routeWebSocket(/\/_next\/(webpack-)?hmr/, (ws) => {
    const server = ws.connectToServer();
    const seen = new Set<string>();
    server.onMessage((message) => {
      let type = "";
      try {
        type = (JSON.parse(String(message)) as { type?: string }).type ?? "";
      } catch {
        type = "";
      }
      const handshake = ["turbopack-connected", "sync", "isrManifest"].includes(type) && !seen.has(type);
      if (type) seen.add(type);
      if (handshake || !type) ws.send(message);
    });
    ws.onMessage((message) => server.send(message));
  });
}

/** Signs in through the sign-in form and waits for the shell. */
export async function signIn(page: Page, role: Role) {
  await muteDevReloads(page);
  await page.goto("/sign-in");
  await page.getByLabel("Username or email").fill(role);
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByText(staffNames[role])).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Runs axe (WCAG 2.1 A/AA) on the page and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, "axe violations").toEqual([]);
}

export const test = base.extend({
  // Each worker tests its own server (e2e/servers.ts); contexts and requests made in a test follow baseURL.
  baseURL: async ({}, provide, testInfo) => provide(serverURL(testInfo.parallelIndex)),
  page: async ({ page }, provide) => {
    await muteDevReloads(page);
    await provide(page);
  },
});
export { expect };
