import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { platformControl } from "./servers";

/** The platform the admin manages: this app's own, or in upstream mode (scripts/e2e-upstream.mjs) the one it calls. */
const platformBaseOf = () => {
  const control = platformControl(test.info().parallelIndex);
  return control ? new URL(control).origin : undefined;
};

const tokenWith = (page: Page, clientId: string, secret: string) =>
  page.request.post(`${platformBaseOf() ?? ""}/platform/connect/token`, {
    form: { grant_type: "client_credentials", client_id: clientId, client_secret: secret },
  });

/** The admin's home: global integrators (endpoint 15 and the sandbox's management calls). */
test.describe("integrators (admin)", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });
  test.beforeEach(async ({ page }) => signIn(page, "admin"));

  test(
    "an admin lands on the integrators screen, creates and activates: the key shown once, copyable, with the token request",
    { tag: "@upstream" },
    async ({ page, baseURL }) => {
      await expect(page).toHaveURL(/\/configuration\/integrators$/);
      await expect(page.getByRole("heading", { level: 1, name: "Integrators" })).toBeVisible();
      await expectNoAxeViolations(page);

      const name = `E2E partner ${Date.now().toString(36)}`;
      await page.getByRole("button", { name: "New integrator" }).click();
      const create = page.getByRole("dialog", { name: "New integrator" });
      await create.getByRole("button", { name: "Create integrator" }).click();
      await expect(create.getByText("Name is required.")).toBeVisible();
      await create.getByLabel("Name").fill(name);
      await create.getByLabel("Origin").fill("https://partner.example.com/path");
      await create.getByRole("checkbox", { name: "FOH", exact: true }).check();
      await create.getByLabel("Requests per minute").fill("60");
      await expectNoAxeViolations(page);
      await create.getByRole("button", { name: "Create integrator" }).click();
      await expect(create.getByText("Origin must be a single web origin")).toBeVisible();
      await create.getByLabel("Origin").fill("https://partner.example.com");
      await create.getByRole("button", { name: "Create integrator" }).click();
      await expect(create).toBeHidden();

      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
      await expect(card).toContainText("Active, no key yet");
      await expect(card).toContainText("FOH");
      await expect(card).toContainText("60 a minute");
      await expect(card.getByText("Last token issued")).toBeVisible();

      // Activate: the key is shown once, copyable, with the token request filled in.
      await card.getByRole("button", { name: `Activate ${name}` }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Activate" }).click();
      await expect(dialog.getByText("you won't see it again")).toBeVisible();
      const key = await dialog.getByLabel("Key", { exact: true }).inputValue();
      expect(key).toMatch(/^fdk_/);
      await dialog.getByRole("button", { name: `Copy key of ${name}` }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await expect(dialog.locator("pre")).toContainText(`client_secret=${key}`);
      await expect(dialog.locator("pre")).toContainText(`${platformBaseOf() ?? baseURL}/platform/connect/token`);
      await expectNoAxeViolations(page);
      const clientId = (await card.getByRole("heading", { name }).textContent())!.match(/client id (\d+)/)![1];
      await dialog.getByRole("button", { name: "I have copied the key" }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole("button", { name: `Replace key ${name}` })).toBeFocused();

      expect((await tokenWith(page, clientId, key)).status()).toBe(200);
      await page.reload();
      await expect(card.getByText("Never")).toHaveCount(0);
    },
  );

  test("replacing the key stops the old one; delete asks first and keeps the integrator under Deleted", async ({
    page,
    baseURL,
  }) => {
    const name = `E2E replace ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/configuration/integrators", {
      headers: { origin: baseURL! },
      data: { name, origin: "https://replace.example.com", allowedScopes: "[]" },
    });
    expect(created.status()).toBe(201);
    const clientId = String((await created.json()).id);
    const activated = await page.request.post(`/api/configuration/integrators/${clientId}/activate`, {
      headers: { origin: baseURL! },
    });
    const { key } = await activated.json();
    await page.reload();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

    // Replace the key: Escape and Cancel change nothing; confirming stops the old key.
    await card.getByRole("button", { name: `Replace key ${name}` }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(card.getByRole("button", { name: `Replace key ${name}` })).toBeFocused();
    await card.getByRole("button", { name: `Replace key ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Replace key" }).click();
    const newKey = await page.getByRole("dialog").getByLabel("Key", { exact: true }).inputValue();
    expect(newKey).not.toBe(key);
    await page.getByRole("dialog").getByRole("button", { name: "I have copied the key" }).click();
    expect((await tokenWith(page, clientId, key)).status()).toBe(401);
    expect((await tokenWith(page, clientId, newKey)).status()).toBe(200);

    // Soft delete with confirmation: it moves to Deleted and its key is refused.
    await card.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(card.getByRole("button", { name: `Delete ${name}` })).toBeFocused();
    await card.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete integrator" }).click();
    const deleted = page.getByRole("region", { name: /Deleted/ });
    await expect(deleted.getByRole("heading", { name })).toBeVisible();
    await expect(deleted.getByRole("button", { name: `Reactivate ${name}` })).toBeVisible();
    expect((await tokenWith(page, clientId, newKey)).status()).toBe(401);
    await expectNoAxeViolations(page);
  });
});
