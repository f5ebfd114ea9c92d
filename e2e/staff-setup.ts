import { expect, type Page } from "@playwright/test";

/** The password the staff members a test adds for itself set through their link. */
export const staffPassword = "Harbour-Violet-Lantern-42";

/**
 * A staff member of the test's own (the demo ones are shared with other specs): the signed-in admin on `admin`
 * adds them through the BFF, and they set their password through the one-time link in a browser of their own.
 * The Staff screen's add dialog and the link's rules are staff-accounts.spec.ts's first test; this is the setup.
 */
export async function addStaffWithPassword(
  admin: Page,
  person: { name: string; username: string; role?: "reception" | "sales" | "manager" | "admin" },
  password = staffPassword,
) {
  const origin = new URL(admin.url()).origin;
  const added = await admin.request.post("/api/staff", {
    headers: { origin },
    data: {
      name: person.name,
      email: `${person.username}@venue.example`,
      username: person.username,
      role: person.role ?? "reception",
    },
  });
  expect(added.status()).toBe(200);
  const { link } = (await added.json()) as { link: { url: string } };
  const context = await admin.context().browser()!.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto(new URL(link.url).pathname);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Your password is set.")).toBeVisible();
  await context.close();
}
