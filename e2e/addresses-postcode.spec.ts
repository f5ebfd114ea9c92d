import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** UK postcodes are checked and tidied; other countries are free text. A filler member no other spec changes. */
const memberId = 2276;

test("a made-up UK postcode is refused under its field; a real one is stored tidy; abroad is free text", async ({
  page,
}) => {
  await signIn(page, "reception");
  await page.goto(`/members/${memberId}/addresses`);
  const home = page.getByRole("group", { name: "Home address" });
  await home.getByLabel("Address line 1").fill("3 Mill Street");
  await home.getByLabel("Country").fill("United Kingdom");
  await home.getByLabel("Postcode").fill("hello");
  await page.getByRole("button", { name: "Save addresses" }).click();
  await expect(home.getByLabel("Postcode")).toHaveAccessibleDescription(
    /Enter a real UK postcode, for example LS1 4AP\./,
  );
  await expectNoAxeViolations(page);

  await home.getByLabel("Postcode").fill("ls14ap");
  await page.getByRole("button", { name: "Save addresses" }).click();
  await expect(page.getByText("Addresses saved")).toBeVisible();
  await expect(home.getByLabel("Postcode")).toHaveValue("LS1 4AP");

  const work = page.getByRole("group", { name: "Work address" });
  await work.getByLabel("Address line 1").fill("12 Rue de Rivoli");
  await work.getByLabel("Country").fill("France");
  await work.getByLabel("Postcode").fill("75001 Paris");
  // the first save's "Addresses saved" may still be showing: wait for this save's own answer before reloading
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/members/${memberId}/addresses`) && r.request().method() !== "GET",
  );
  await page.getByRole("button", { name: "Save addresses" }).click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(work.getByLabel("Postcode")).toHaveValue("75001 Paris");
});
