import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import AxeBuilder from "@axe-core/playwright";
import type { Role } from "@frontdesk/lib/contract/roles";
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

/**
 * The demo manager and admin have an authenticator app enrolled with this key (lib/app-db/demo-staff.ts,
 * shown on the sign-in page): their role requires a second factor, so they sign in with a code from it.
 */
export const demoTotpKey = "FRONTDESKDEMOAUTHENTICATORKEY234";
const rolesWithTotp: readonly Role[] = ["manager", "admin"];
const period = 30_000;

/**
 * A code of `key` its server has not yet accepted: a code is accepted once (no replay), for its
 * 30-second step and one step either side, so this worker remembers the last step it used per server
 * and account, takes the earliest later step still valid for a few seconds, and waits for the next
 * step when all three are spent.
 */
const usedSteps = new Map<string, number>();
export async function freshCode(key: string, account: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / period);
    const last = usedSteps.get(account) ?? -Infinity;
    const margin = (step + 1) * period - now; // how long the previous step's code stays valid
    const usable = [...(margin > 5_000 ? [step - 1] : []), step, step + 1].find((s) => s > last);
    if (usable !== undefined) {
      usedSteps.set(account, usable);
      return new TOTP({ secret: Secret.fromBase32(key), period: period / 1000 }).generate({
        timestamp: usable * period,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * period - now + 50));
  }
}

/**
 * A signed-in demo staff member's cookies, kept per worker and server: a test reuses the session an earlier test of
 * the worker signed in, as long as it is live (a test that signs out ends it, and the next one signs in again). A
 * sign-in through the form costs a page, a password hash and, for managers and admins, a code (see freshCode);
 * tests of signing in itself use the form directly.
 */
const keptSessions = new Map<string, { cookies: Awaited<ReturnType<BrowserContext["cookies"]>>; provenAt: number }>();
/** The most sensitive actions want the factor proven in the last 5 minutes (step-up): a kept session older proves it again. */
const reproveAfterMs = 4 * 60_000;

const shellShown = async (page: Page, role: Role) => {
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByText(staffNames[role], { exact: true })).toBeVisible(); // the header's name, not a card's "With Sam Sales"
  await page.waitForLoadState("networkidle");
};

/** Signs in through the sign-in form (with an authenticator code where the role requires one) and waits for the shell. */
export async function signIn(page: Page, role: Role) {
  await muteDevReloads(page);
  const account = `${serverURL(base.info().parallelIndex)} ${role}`;
  const kept = keptSessions.get(account);
  if (kept) {
    await page.context().addCookies(kept.cookies);
    await page.goto("/");
    if (!page.url().includes("/sign-in")) {
      if (rolesWithTotp.includes(role) && Date.now() - kept.provenAt > reproveAfterMs) {
        const proven = await page.request.post("/api/session/second-factor", {
          headers: { origin: new URL(page.url()).origin },
          data: { method: "totp", code: await freshCode(demoTotpKey, account) },
        });
        expect(proven.status()).toBe(204);
        kept.provenAt = Date.now();
      }
      return shellShown(page, role);
    }
    keptSessions.delete(account);
  }
  await page.goto("/sign-in");
  await page.getByLabel("Username or email").fill(role);
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (rolesWithTotp.includes(role)) {
    await page.getByLabel("Code from your authenticator app").fill(await freshCode(demoTotpKey, account));
    await page.getByRole("button", { name: "Confirm" }).click();
  }
  await shellShown(page, role);
  keptSessions.set(account, { cookies: await page.context().cookies(), provenAt: Date.now() });
}

/**
 * Gives the page's requests an address of their own, as the venue's proxy would name another desk (the e2e
 * servers trust X-Forwarded-For: TRUST_PROXY=1). For a test that fails sign-ins or codes on purpose: the
 * per-address throttle slows every sign-in from an address from its 10th failure in 15 minutes, and every
 * other test signs in from 127.0.0.1. Answers the address.
 */
export async function ownAddress(page: Page): Promise<string> {
  const address = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
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
  // only just added starts its transition once sonner marks it mounted, a frame later; and a toast that follows
  // the answer the test waited for may come a moment after it (sonner loads on first use), so settle until a
  // quarter of a second passes with no new toast.
  const toasts = () => page.locator("[data-sonner-toast]").count();
  for (let seen = -1, now = await toasts(); seen !== now; seen = now, now = await toasts()) {
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
      await new Promise((settled) => setTimeout(settled, 250));
    });
  }
  // Axe's default run finishes in a blank page of its own (for cross-origin frames); a page without frames is
  // checked in place (legacy mode), which saves that page and a second injection of axe on every check.
  const framed = (await page.locator("iframe").count()) > 0;
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(!framed);
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

/**
 * Waits until React has hydrated this element (its DOM node carries React's props): a choice made in a control as
 * the page arrives, before that, changes the DOM but not the screen's state, and React later sees nothing to change.
 */
export const expectHydrated = (control: Locator) =>
  expect
    .poll(() => control.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
