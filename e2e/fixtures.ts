import { test as base, expect, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import type { Role } from "@/lib/auth/roles";
import { serverURL } from "./servers";

/** The demo staff users (lib/app-db/demo-staff.ts): username = role, one shared password. */
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

/**
 * An outbound sales call for the member, scheduled with sales, made through the BFF as the board's panel would
 * (signed in as sales, on a Frontdesk page); answers its id.
 */
export async function createSalesCall(
  page: Page,
  memberId: number,
  fields: { nextActionDate: string; interactionStatus: number; priority?: number; details?: string },
): Promise<number> {
  const catalogue = (await (await page.request.get("/api/prospects/catalogue")).json()) as {
    subTypes: { id: string; description: string }[];
  }[];
  const subType = catalogue.flatMap((t) => t.subTypes).find((s) => s.description === "Outbound sales call")!;
  const created = await page.request.post(`/api/prospects/members/${memberId}/interactions`, {
    data: { interactionSubTypeId: subType.id, scheduledWith: "sales", ...fields },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Runs axe (WCAG 2.1 A/AA) on the page and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // The settled page, not a frame of a toast fading in (its colours are mid-transition then): a toast
  // only just added starts its transition once sonner marks it mounted, a frame later.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every((t) => t.getAttribute("data-mounted") === "true"),
  );
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * Types dates and times into a date, date-time, time or date-range field (components/ui/date-fields)
 * the way staff do: segment by segment from the keyboard, in the venue's order (en-GB: dd mm yyyy hh mm).
 * `field` is the field's group (`page.getByRole("group", { name: "Captured on" })`); each value is
 * "yyyy-MM-dd", "yyyy-MM-ddTHH:mm" or "HH:mm", one per end of a range. No value clears the field.
 */
export async function enterDate(field: Locator, ...values: string[]) {
  const segments = field.getByRole("spinbutton");
  if (values.length === 0) {
    for (let i = (await segments.count()) - 1; i >= 0; i--) {
      await segments.nth(i).focus();
      for (let k = 0; k < 5; k++) await segments.nth(i).press("Backspace");
    }
    return;
  }
  const digits = values
    .map((value) => {
      const [, y, mo, d, h, mi] = value.match(/^(?:(\d{4})-(\d{2})-(\d{2}))?T?(?:(\d{2}):(\d{2}))?$/) ?? [];
      return [d, mo, y, h, mi].filter(Boolean).join("");
    })
    .join("");
  await segments.first().focus();
  await field.page().keyboard.type(digits);
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
