import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { addStaffWithPassword, staffPassword } from "./staff-setup";

/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn): a reception user adds
 * one on the Security and sign-in page (their first factor: ten recovery codes come with it), signs out,
 * signs in with the passkey alone (no username typed), sees it as last used and named in the sign-in
 * audit, and removes it. The browser enforces the page's Permissions-Policy: passkeys are allowed for
 * Frontdesk's own pages (`publickey-credentials-get=(self)`), else this sign-in fails with NotAllowedError.
 */

test("a reception user adds a passkey, signs in with it alone, and removes it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // a reception user of this test's own: the demo one is shared with other specs
  const admin = await browser.newPage({ baseURL });
  await signIn(admin, "admin");
  const username = `pk${Date.now().toString(36).slice(-6)}`;
  await addStaffWithPassword(admin, { name: `Pat ${username}`, username });
  await admin.close();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto("/sign-in");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  // the account menu leads to the page
  // a click before the menu has hydrated opens nothing: open it until its link shows
  await expect(async () => {
    await page.getByRole("button", { name: "More sign-out choices" }).click();
    await expect(page.getByRole("link", { name: "Security and sign-in" })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole("link", { name: "Security and sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Security and sign-in", level: 1 })).toBeVisible();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await dialog.getByRole("button", { name: "Add a passkey" }).click();
  await expect(dialog.getByText("Name the passkey")).toBeVisible(); // checked before anything is sent
  await dialog.getByLabel("Name for this passkey").fill("Desk PC");
  await dialog.getByRole("button", { name: "Add a passkey" }).click();
  // their first factor: ten recovery codes, shown this once
  await expect(dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await dialog.getByRole("button", { name: "I have kept them: continue" }).click();
  await expect(page.getByText("Passkey “Desk PC” added")).toBeVisible();
  await expect(page.getByTestId("recovery-codes-left")).toHaveText(/^10 of 10 left/);
  const row = page.getByRole("row", { name: /Desk PC/ });
  await expect(row.getByTestId("passkey-last-used")).toHaveText("Never");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  // signed out, then in with the passkey alone: no username, no password
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByLabel("Username or email")).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByText(`Pat ${username}`)).toBeVisible();

  await page.goto("/account/security");
  await expect(row.getByTestId("passkey-last-used")).not.toHaveText("Never");
  // the sign-in audit names the factor: a sign-in with the passkey alone
  const admin2 = await browser.newPage({ baseURL });
  await signIn(admin2, "admin");
  const events = await admin2.request.get(`/api/staff/sign-in-events?staffId=${username}&kind=sign-in`);
  expect(((await events.json()) as { detail: string }[]).map((e) => e.detail)).toEqual(["Passkey", "Password"]);
  await admin2.close();

  // removal (the passkey was proven at sign-in, so no step-up is asked)
  await row.getByRole("button", { name: "Remove passkey “Desk PC”" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText("The passkey “Desk PC” was removed")).toBeVisible();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
});
