import type { Page } from "@playwright/test";
import { demoPassword, expect, expectNoAxeViolations, staffNames, test } from "./fixtures";

/** The fixture prospect (sandbox-contract §4: members.prospect). */
const prospect = { memberId: 1008, firstName: "Chloe", lastName: "Bennett" };
const name = `${prospect.firstName} ${prospect.lastName}`;

/**
 * Against a dev server (E2E_BASE_URL) others keep editing: pass Next's HMR socket through (Turbopack's
 * client does not hydrate without it) but drop the messages that reload or refresh the page mid-test.
 */
async function holdDevReloads(page: Page) {
  await page.routeWebSocket(/\/_next\/(webpack-)?hmr/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      let type = "";
      try {
        type = String(JSON.parse(String(message)).type ?? "");
      } catch {
        // not JSON: pass it on
      }
      if (/reload|serverComponentChanges|turbopack-message/i.test(type)) return;
      ws.send(message);
    });
  });
}

async function signInAsSales(page: Page) {
  await holdDevReloads(page);
  await page.goto("/sign-in");
  await page.getByLabel("Username or email").fill("sales");
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByText(staffNames.sales)).toBeVisible();
}

test.describe("prospects board (sales)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsSales(page);
    await page.goto("/prospects");
    await expect(page.getByRole("heading", { level: 1, name: "Prospects" })).toBeVisible();
  });

  test("columns with counts, filters, axe-clean", async ({ page }) => {
    for (const column of ["Active", "Overdue", "Unassigned", "Completed"]) {
      await expect(page.getByRole("region", { name: new RegExp(`^${column}`) })).toBeVisible();
    }
    await expect(page.getByTestId("count-1")).toHaveText(/\d+/);
    await expect(page.getByRole("button", { name: "Mine", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(page.getByRole("list", { name: "Active interactions" }).getByRole("listitem").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("create a call, drag it to completed, edit its outcome, see a wrong outcome under its field, delete it", async ({ page }) => {
    const details = `e2e call ${Date.now()}`;
    // Create
    await page.getByRole("button", { name: "New interaction" }).click();
    const panel = page.getByRole("dialog", { name: "New interaction" });
    await panel.getByRole("combobox", { name: "Prospect" }).pressSequentially(prospect.lastName);
    await page.getByRole("option", { name: new RegExp(`${name}.*#${prospect.memberId}`) }).click();
    await panel.getByLabel("Type").selectOption({ label: "Outbound sales call" });
    await panel.getByLabel("Next action").fill("2099-01-15T10:30");
    await panel.getByLabel("Duration (minutes)").fill("3");
    await panel.getByLabel("Details").fill(details);
    await panel.getByRole("button", { name: "Create interaction" }).click();
    await expect(panel.getByText("duration must be between 5 and 30 minutes.")).toBeVisible(); // the contract's limit, before any request
    await panel.getByLabel("Duration (minutes)").fill("15");
    await panel.getByRole("button", { name: "Create interaction" }).click();
    await expect(page.getByText("Interaction created")).toBeVisible();
    await expect(panel).toBeHidden();

    // Find it: mine, calls only, on its date
    await page.getByLabel("Type").selectOption({ label: "Telephone call" });
    await page.getByLabel("Next action from").fill("2099-01-15");
    await page.getByLabel("to", { exact: true }).fill("2099-01-15");
    const active = page.getByRole("region", { name: /^Active/ });
    const completed = page.getByRole("region", { name: /^Completed/ });
    const card = page.getByRole("article", { name: `Call with ${name}` });
    await expect(active.getByRole("article", { name: `Call with ${name}` })).toHaveCount(1);
    await expect(card).toContainText(/in \d+ (years|months)/);
    await expect(card).toContainText("Medium priority");
    await expect(card).toContainText("With sales");

    // Drag to completed
    await card.dragTo(completed.getByRole("list").or(completed.getByText(/Nothing here/)).first());
    await expect(page.getByText(`Moved ${name} to completed`)).toBeVisible();
    await expect(completed.getByRole("article", { name: `Call with ${name}` })).toHaveCount(1);
    await expect(active.getByRole("article", { name: `Call with ${name}` })).toHaveCount(0);

    // Keyboard alternative: Move to menu, back to active and then to completed again
    await completed.getByRole("button", { name: `Move ${name} to` }).click();
    await page.getByRole("menuitem", { name: "Move to Active" }).click();
    await expect(active.getByRole("article", { name: `Call with ${name}` })).toHaveCount(1);
    await active.getByRole("button", { name: `Move ${name} to` }).press("Enter");
    await page.getByRole("menuitem", { name: "Move to Completed" }).press("Enter");
    await expect(completed.getByRole("article", { name: `Call with ${name}` })).toHaveCount(1);

    // Edit its outcome
    await completed.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Interaction with ${name}` });
    await expect(edit.getByLabel("Details")).toHaveValue(details);
    await edit.getByLabel("Outcome").selectOption({ label: "Interested, tour booked" });
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`Saved the interaction with ${name}`)).toBeVisible();

    // A task sub type with the saved call outcome: the server's message sits under Outcome
    await completed.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(edit.getByLabel("Outcome")).toHaveAccessibleDescription(/Saved outcome: Interested, tour booked/);
    await edit.getByLabel("Type").selectOption({ label: "Follow-up task" });
    await edit.getByRole("button", { name: "Save changes" }).click();
    const outcome = edit.getByLabel("Outcome");
    await expect(outcome).toHaveAttribute("aria-invalid", "true");
    await expect(outcome).toHaveAccessibleDescription(/Interaction outcome \d+ is not valid for interaction sub type 'FOLLOWUP'\./);
    await expectNoAxeViolations(page);

    // Delete it
    await edit.getByRole("button", { name: "Delete" }).click();
    await edit.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText(`Deleted the interaction with ${name}`)).toBeVisible();
    await expect(page.getByRole("article", { name: `Call with ${name}` })).toHaveCount(0);
  });
});
