// A venue's first administrator through the proxy, over https, in Chromium (scripts/container-check.sh runs it):
//   node scripts/container-first-admin.mjs SET_PASSWORD_LINK BASE_URL USERNAME PASSWORD HOST
// Sets the password through the one-time link; signs in, where the admin role must first set up a second factor:
// an authenticator app (its codes computed here with otpauth, as e2e/fixtures.ts does), then also a passkey on
// Security and sign-in (Chromium's virtual authenticator through CDP, as e2e/passkeys.spec.ts does; the relying
// party is the proxy's https origin); signs out and in with the passkey alone, then out and in with the password
// and a code. Every control is found by its exact accessible name. Prints the last session's cookie
// (name=value) on stdout, its progress on stderr.
import { chromium } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

const [link, base, username, password, host] = process.argv.slice(2);
const say = (line) => console.error(`  ${line}`);

/**
 * A code of `key` the server has not accepted yet: each is accepted once (no replay), for its 30-second step and
 * one step either side, so this takes the earliest step after the last one used, still valid for a few seconds.
 */
let lastStep = -Infinity;
async function freshCode(key) {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    const margin = (step + 1) * 30_000 - now; // how long the previous step's code stays valid
    const usable = [...(margin > 5_000 ? [step - 1] : []), step, step + 1].find((s) => s > lastStep);
    if (usable !== undefined) {
      lastStep = usable;
      return new TOTP({ secret: Secret.fromBase32(key), period: 30 }).generate({ timestamp: usable * 30_000 });
    }
    await new Promise((resolve) => setTimeout(resolve, margin + 50));
  }
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", `--host-resolver-rules=MAP ${host} 127.0.0.1`],
});
try {
  // The proxy's certificate is signed by its own CA, which this throwaway browser does not trust.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: base });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const main = page.getByRole("navigation", { name: "Main", exact: true });
  const heading = (name) => page.getByRole("heading", { name, exact: true });
  const button = (name, within = page) => within.getByRole("button", { name, exact: true });

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again", { exact: true }).fill(password);
  await button("Set password").click();
  await page
    .getByText(`Your password is set. Sign in with your username ${username} and your new password.`, { exact: true })
    .waitFor();
  say("password set through the one-time link");

  const signInWithPassword = async () => {
    await page.goto("/sign-in");
    await page.getByLabel("Username or email", { exact: true }).fill(username);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await button("Sign in").click();
  };
  // A click made as the page arrives, before it has hydrated, does nothing: made again until the sign-in page shows.
  const signOut = async () => {
    for (let tries = 0; !/\/sign-in/.test(page.url()); tries++) {
      if (tries === 10) throw new Error(`still on ${page.url()} after signing out ${tries} times`);
      await button("Sign out")
        .click({ timeout: 2_000 })
        .catch(() => {});
      await page.waitForURL(/\/sign-in/, { timeout: 3_000 }).catch(() => {});
    }
    await page.getByLabel("Username or email", { exact: true }).waitFor();
  };

  // The admin role requires a second factor: nothing else until one is set up.
  await signInWithPassword();
  await heading("Set up a second factor").waitFor();
  // requests from the page itself (Node's own requests would not see the browser's host mapping)
  const refused = await page.evaluate(() =>
    fetch("/api/staff").then(async (r) => `${r.status} ${(await r.json()).type}`),
  );
  if (refused !== "403 /problems/second-factor-required")
    throw new Error(`before the second factor, /api/staff answered ${refused}`);
  await button("Set up an authenticator app").click();
  await page.getByRole("img", { name: "QR code of your authenticator key", exact: true }).locator("svg").waitFor();
  const key = (await page.getByTestId("totp-key").textContent()).replace(/\s/g, "");
  if (!/^[A-Z2-7]{32}$/.test(key)) throw new Error(`not an authenticator key: ${key}`);
  await page.getByLabel("Code from the app", { exact: true }).fill(await freshCode(key));
  await button("Confirm").click();
  const recoveryCodes = page.getByRole("list", { name: "Recovery codes", exact: true }).getByRole("listitem");
  await recoveryCodes.nth(9).waitFor();
  if ((await recoveryCodes.count()) !== 10) throw new Error(`${await recoveryCodes.count()} recovery codes, not 10`);
  await button("I have kept them: continue").click();
  await main.waitFor();
  say("authenticator app set up (ten recovery codes shown)");

  // A passkey too, on Security and sign-in, in Chromium's virtual authenticator.
  const cdp = await context.newCDPSession(page);
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
  await button("More sign-out choices").click();
  await page.getByRole("link", { name: "Security and sign-in", exact: true }).click();
  await page.getByRole("heading", { name: "Security and sign-in", exact: true, level: 1 }).waitFor();
  await button("Add a passkey").click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey", exact: true });
  await dialog.getByLabel("Name for this passkey", { exact: true }).fill("Front desk PC");
  await button("Add a passkey", dialog).click();
  await page.getByText("Passkey “Front desk PC” added", { exact: true }).waitFor();
  await page
    .getByRole("table", { name: "Your passkeys", exact: true })
    .getByRole("cell", { name: "Front desk PC", exact: true })
    .waitFor();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  if (credentials.length !== 1 || credentials[0].rpId !== host || !credentials[0].isResidentCredential)
    throw new Error(
      `the authenticator holds ${JSON.stringify(credentials.map((c) => c.rpId))}, not one passkey for ${host}`,
    );
  say(`passkey added (relying party ${credentials[0].rpId}, origin ${new URL(base).origin})`);

  // Signed out, then in with the passkey alone: no username, no password, no code.
  await signOut();
  await button("Sign in with a passkey").click();
  await main.waitFor();
  say("signed out, and in again with the passkey alone");

  // Signed out, then in with the password and a code from the app.
  await signOut();
  await signInWithPassword();
  await heading("Confirm it is you").waitFor();
  await page.getByLabel("Code from your authenticator app", { exact: true }).fill(await freshCode(key));
  await button("Confirm").click();
  await main.waitFor();
  say("signed out, and in again with the password and a code from the app");

  // The sign-in audit names each way in, newest first.
  const details = await page.evaluate(
    (username) =>
      fetch(`/api/staff/sign-in-events?staffId=${encodeURIComponent(username)}&kind=sign-in`)
        .then((r) => r.json())
        .then((events) => events.map((e) => e.detail).join(", ")),
    username,
  );
  if (details !== "Password, Passkey, Password") throw new Error(`the sign-in audit reads: ${details}`);

  const cookie = (await context.cookies()).find((c) => c.name === "__Host-next-auth.session-token");
  if (!cookie) throw new Error("signed in, but no __Host- session cookie (is APP_URL https?)");
  console.log(`${cookie.name}=${cookie.value}`);
} finally {
  await browser.close();
}
