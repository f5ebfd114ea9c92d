import type { Browser } from "@playwright/test";
import {
  demoPassword,
  demoTotpKey,
  expect,
  expectNoAxeViolations,
  freshCode,
  ownAddress,
  signIn,
  test,
} from "./fixtures";
import { addStaffWithPassword, staffPassword } from "./staff-setup";

/** Staff second factors: enrolment required by role, the second step, recovery codes, the policy's 403s. */

/** A new manager (their role requires a second factor), added by the admin, with their password set by link. */
async function newManager(browser: Browser, baseURL: string) {
  const admin = await browser.newPage({ baseURL });
  await signIn(admin, "admin");
  const username = `mfa${Date.now().toString(36).slice(-6)}`;
  await addStaffWithPassword(admin, { name: `Morgan ${username}`, username, role: "manager" });
  await admin.close();
  return username;
}

test("a manager is taken to set up an authenticator app after the password, signs in with its codes, and a recovery code works once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // five sign-ins, each with its second step
  await ownAddress(page); // its wrong codes count against an address of its own, not every later test's
  const username = await newManager(browser, baseURL!);
  const signInWithPassword = async () => {
    await page.goto("/sign-in");
    await page.getByLabel("Username or email").fill(username);
    await page.getByLabel("Password").fill(staffPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
  };

  // A click made as the page arrives, before it has hydrated, does nothing (CI once stayed on /configuration):
  // made again until the sign-in page shows.
  const signOut = () =>
    expect(async () => {
      if (!/\/sign-in/.test(page.url())) await page.getByRole("button", { name: "Sign out" }).click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/sign-in/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });

  await signInWithPassword();
  await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
  // until enrolment is finished, every page sends the session to the second step and every BFF endpoint refuses it
  await page.goto("/configuration");
  await expect(page).toHaveURL(/\/second-factor\?from=%2Fconfiguration$/);
  await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
  const refused = await page.request.get("/api/configuration/sites");
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ type: "/problems/second-factor-required" });

  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code of your authenticator key" }).locator("svg")).toBeVisible();
  await expectNoAxeViolations(page);
  const key = (await page.getByTestId("totp-key").textContent())!.replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("That code did not work. Check it and try again.")).toBeVisible();
  await page.getByLabel("Code from the app").fill(await freshCode(key, `${baseURL} ${username}`));
  await page.getByRole("button", { name: "Confirm" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!;
  await page.getByRole("button", { name: "I have kept them: continue" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect((await page.request.get("/api/configuration/sites")).status()).toBe(200);

  // next sign-in: password, then a code from the app
  await signOut();
  await signInWithPassword();
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Code from your authenticator app").fill(await freshCode(key, `${baseURL} ${username}`));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  // a recovery code signs in once
  for (const expected of ["works", "refused"] as const) {
    await signOut();
    await signInWithPassword();
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCode);
    await page.getByRole("button", { name: "Confirm" }).click();
    if (expected === "works") await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    else await expect(page.getByText("That code did not work. Check it and try again.")).toBeVisible();
  }

  // the sign-in audit names the factors used
  const audit = await browser.newPage({ baseURL });
  await signIn(audit, "admin");
  const events = await audit.request.get(`/api/staff/sign-in-events?staffId=${username}&kind=second-factor`);
  expect(((await events.json()) as { detail: string }[]).map((e) => e.detail)).toEqual([
    "Recovery code",
    "Authenticator app",
  ]);
  await audit.close();
});

test("a second factor proven through the BFF, not the page, leads to pages that work (no stale mark, no redirect loop)", async ({
  page,
  baseURL,
}) => {
  await page.goto("/sign-in");
  await page.getByLabel("Username or email").fill("manager");
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  const proven = await page.request.post("/api/session/second-factor", {
    headers: { origin: baseURL! },
    data: { method: "totp", code: await freshCode(demoTotpKey, `${baseURL} manager`) },
  });
  expect(proven.status()).toBe(204);
  // the cookie is the one the password sign-in set: nothing has read the session since the factor was proven
  expect((await page.goto("/configuration"))?.status()).toBe(200);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.goto("/second-factor?from=%2Fmembers");
  await expect(page).toHaveURL(/\/members$/);
});

test("a role change asks for the second factor again when it was proven over 5 minutes ago, and goes on with the role chosen", async ({
  page,
  baseURL,
}) => {
  await ownAddress(page); // its wrong code counts against an address of its own
  await signIn(page, "admin");
  const username = `up${Date.now().toString(36).slice(-6)}`;
  const added = await page.request.post("/api/staff", {
    headers: { origin: baseURL! },
    data: { name: `Uma ${username}`, email: `${username}@venue.example`, username, role: "reception" },
  });
  expect(added.status()).toBe(200);

  // The server refuses a step-up action whose session proved its factor over 5 minutes ago: app/api/_tests/step-up.test.ts
  // ages a real session in the database for every such action, and scripts/instances.ts checks it on two
  // instances. This browser's session is seconds old and the server's data is in its own memory (no clock is
  // moved in the app), so the change's first answer here is that refusal, as the server words it.
  let refused = 0;
  await page.route(`**/api/staff/${username}`, async (route) => {
    if (route.request().method() !== "PATCH" || refused++ > 0) return route.continue();
    await route.fulfill({
      status: 403,
      contentType: "application/problem+json",
      body: JSON.stringify({
        type: "/problems/step-up-required",
        title: "Confirm it is you with your second factor to do this.",
        status: 403,
        detail: "Confirm it is you with your second factor to do this.",
      }),
    });
  });

  await page.goto("/staff");
  await page.getByLabel(`Role of Uma ${username}`).selectOption({ label: "Manager" });
  const dialog = page.getByRole("dialog", { name: "Confirm it is you" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Code from your authenticator app")).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Code from your authenticator app").fill("000000");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByText("That code did not work. Check it and try again.")).toBeVisible();
  await dialog.getByLabel("Code from your authenticator app").fill(await freshCode(demoTotpKey, `${baseURL} admin`));
  await dialog.getByRole("button", { name: "Confirm" }).click();

  // the same change goes again once the code is accepted: the role chosen before the dialog, not asked again
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Uma ${username} is now Manager. They sign in again to use it.`)).toBeVisible();
  await expect(page.getByLabel(`Role of Uma ${username}`)).toHaveValue("manager");
  expect(refused).toBe(2);
});
