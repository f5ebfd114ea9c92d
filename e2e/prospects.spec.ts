import type { Page } from "@playwright/test";
import { createSalesCall, demoPassword, expect, expectNoAxeViolations, staffNames, test, enterDate } from "./fixtures";

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
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByText(staffNames.sales, { exact: true })).toBeVisible();
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

    // the CSV holds the board as filtered (High priority only), column by column
    await page.getByLabel("Priority").selectOption({ label: "High" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV of every interaction these filters show" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^prospects-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await (await import("node:fs/promises")).readFile((await download.path())!, "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Column,Member,First name,Last name,Email,Phone,Type,Sub type,Priority,Next action,Scheduled with,Details,Raised by,Raised",
    );
    expect(lines.length).toBeGreaterThan(1); // the demo board has high-priority interactions
    for (const line of lines.slice(1)) expect(line).toMatch(/^(Active|Overdue|Unassigned|Completed),\d+,.*,High,/);
  });

  test("create a call, drag it to completed, edit its outcome, see a wrong outcome under its field, delete it", async ({
    page,
  }) => {
    const details = `e2e call ${Date.now()}`;
    // a day of its own for each attempt: a retry never finds the card a failed attempt left on the board
    const day = `2099-01-${15 + test.info().retry}`;
    // Create
    await page.getByRole("button", { name: "New interaction" }).click();
    const panel = page.getByRole("dialog", { name: "New interaction" });
    await panel.getByRole("combobox", { name: "Prospect" }).pressSequentially(prospect.lastName);
    await page.getByRole("option", { name: new RegExp(`${name}.*#${prospect.memberId}`) }).click();
    await panel.getByLabel("Type").selectOption({ label: "Outbound sales call" });
    await enterDate(panel.getByRole("group", { name: "Next action" }), `${day}T10:30`);
    await panel.getByLabel("Duration (minutes)").fill("3");
    await panel.getByLabel("Details").fill(details);
    await panel.getByRole("button", { name: "Create interaction" }).click();
    await expect(panel.getByText("Enter a duration from 5 to 30 minutes.")).toBeVisible(); // the contract's limit, before any request, in plain words
    await panel.getByLabel("Duration (minutes)").fill("15");
    await panel.getByRole("button", { name: "Create interaction" }).click();
    await expect(page.getByText("Interaction created")).toBeVisible();
    await expect(panel).toBeHidden();

    // Find it: mine, calls only, on its date
    await page.getByLabel("Type").selectOption({ label: "Telephone call" });
    await enterDate(page.getByRole("group", { name: "Next action between" }), day, day);
    const active = page.getByRole("region", { name: /^Active/ });
    const completed = page.getByRole("region", { name: /^Completed/ });
    const card = page.getByRole("article", { name: `Call with ${name}` });
    await expect(active.getByRole("article", { name: `Call with ${name}` })).toHaveCount(1);
    await expect(card).toContainText(/in \d+ (years|months)/);
    await expect(card).toContainText("Medium priority");
    await expect(card).toContainText(`With ${staffNames.sales}`); // the name, not the username the platform stores

    // Drag to completed
    await card.dragTo(
      completed
        .getByRole("list")
        .or(completed.getByText(/Nothing here/))
        .first(),
    );
    await expect(page.getByText(`Moved ${name} to completed`)).toBeVisible();
    await expect(completed.getByRole("article", { name: `Call with ${name}` })).toHaveCount(1);
    await expect(active.getByRole("article", { name: `Call with ${name}` })).toHaveCount(0);

    // Keyboard alternative: Move to menu, back to active and then to completed again
    await completed.getByRole("button", { name: `Move ${name} to` }).click();
    const movedToActive = page.waitForResponse(
      (r) => r.request().method() === "PUT" && /\/api\/prospects\/members\/\d+\/interactions\/\d+$/.test(r.url()),
    );
    await page.getByRole("menuitem", { name: "Move to Active" }).click();
    await expect(active.getByRole("article", { name: `Call with ${name}` })).toHaveCount(1);
    expect((await movedToActive).ok()).toBe(true); // stored before the next move's writes are counted
    await active.getByRole("button", { name: `Move ${name} to` }).press("Enter");
    // The move shows at once (optimistic) and is held on its way to the server while the card is edited:
    // the panel, opened mid-move, builds on the person's own move instead of calling it someone else's change.
    let storeMove = () => {};
    const moveHeld = new Promise<void>((resolve) => (storeMove = resolve));
    const interactionPath = /\/api\/prospects\/members\/\d+\/interactions\/\d+$/;
    await page.route(
      interactionPath,
      async (route) => {
        await moveHeld;
        await route.continue();
      },
      { times: 1 },
    );
    const writes: boolean[] = [];
    page.on(
      "response",
      (r) => void (r.request().method() === "PUT" && interactionPath.test(r.url()) && writes.push(r.ok())),
    );
    await page.getByRole("menuitem", { name: "Move to Completed" }).press("Enter");
    await expect(completed.getByRole("article", { name: `Call with ${name}` })).toHaveCount(1);

    // Edit its outcome, saved while the move is still on its way: the save waits for it
    await completed.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Interaction with ${name}` });
    await expect(edit.getByLabel("Details")).toHaveValue(details);
    await edit.getByLabel("Outcome").selectOption({ label: "Interested, tour booked" });
    await edit.getByRole("button", { name: "Save changes" }).click();
    storeMove();
    await expect(page.getByText(`Saved the interaction with ${name}`)).toBeVisible();
    await expect.poll(() => writes).toEqual([true, true]); // the move, then the save: neither refused

    // A task sub type with the saved call outcome: the server's message sits under Outcome
    await completed.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(edit.getByLabel("Outcome")).toHaveAccessibleDescription(/Saved outcome: Interested, tour booked/);
    await edit.getByLabel("Type").selectOption({ label: "Follow-up task" });
    await edit.getByRole("button", { name: "Save changes" }).click();
    const outcome = edit.getByLabel("Outcome");
    await expect(outcome).toHaveAttribute("aria-invalid", "true");
    await expect(outcome).toHaveAccessibleDescription(
      /This outcome does not belong to the chosen type\. Choose one of its outcomes\./,
    );
    await expectNoAxeViolations(page);

    // Delete it
    await edit.getByRole("button", { name: "Delete" }).click();
    await edit.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText(`Deleted the interaction with ${name}`)).toBeVisible();
    await expect(page.getByRole("article", { name: `Call with ${name}` })).toHaveCount(0);
  });

  test("the board comes with the page: its cards without a read of the board, the rest of a page once reached for", async ({
    page,
  }) => {
    // the cards are in the page's HTML, so its first paint shows them before any script has run
    const html = await (await page.request.get("/prospects")).text();
    expect(html).toMatch(/data-testid="card-\d+"/);
    const reads: URL[] = [];
    page.on(
      "request",
      (r) => void (new URL(r.url()).pathname === "/api/prospects/board" && reads.push(new URL(r.url()))),
    );
    await page.reload();
    const active = page.getByRole("list", { name: "Active interactions" });
    await expect(active.getByRole("listitem").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(reads).toEqual([]);
    // reached for: a column holding more than the page's first read (20 cards) reads the rest of a page after them
    await active.hover();
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.searchParams.get("cursor")).toBeTruthy();
  });

  test("a card moved again before its first move is stored: both moves land, neither is called someone else's change", async ({
    page,
  }) => {
    // completed two years ago: the oldest next action, so the first card of every column it is moved to
    const id = await createSalesCall(page, prospect.memberId, {
      nextActionDate: new Date(Date.now() - 730 * 86_400_000).toISOString(),
      interactionStatus: 2,
    });
    await page.reload();

    // the first move is held on its way to the server while the card is moved on
    const interactionPath = new RegExp(`/api/prospects/members/${prospect.memberId}/interactions/${id}$`);
    let storeFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (storeFirst = resolve));
    await page.route(interactionPath, async (route) => (await firstHeld, route.continue()), { times: 1 });
    const writes: number[] = [];
    page.on(
      "response",
      (r) => void (r.request().method() === "PUT" && interactionPath.test(r.url()) && writes.push(r.status())),
    );

    const card = page.getByTestId(`card-${id}`);
    await card.getByRole("button", { name: `Move ${name} to` }).click();
    await page.getByRole("menuitem", { name: "Move to Overdue" }).click();
    await expect(page.getByRole("region", { name: /^Overdue/ }).getByTestId(`card-${id}`)).toBeVisible();
    await card.getByRole("button", { name: `Move ${name} to` }).click();
    await page.getByRole("menuitem", { name: "Move to Completed" }).click();
    await expect(page.getByRole("region", { name: /^Completed/ }).getByTestId(`card-${id}`)).toBeVisible();
    storeFirst();
    await expect(page.getByText(`Moved ${name} to overdue`)).toBeVisible();
    await expect(page.getByText(`Moved ${name} to completed`)).toBeVisible();
    await expect.poll(() => writes).toEqual([200, 200]);
    await expect(page.getByText(/was changed by someone else/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("region", { name: /^Completed/ }).getByTestId(`card-${id}`)).toBeVisible();
  });

  test("cards wrap names, call by phone, open the person, tell repeated names apart, and move to Overdue as time passes", async ({
    page,
  }) => {
    // a call due in two minutes, made through the BFF as the panel would
    const soon = new Date(Date.now() + 2 * 60_000).toISOString();
    const id = await createSalesCall(page, prospect.memberId, {
      nextActionDate: soon,
      interactionStatus: 1,
      priority: 3,
    });

    await page.clock.install();
    await page.reload();
    const active = page.getByRole("region", { name: /^Active/ });
    const overdue = page.getByRole("region", { name: /^Overdue/ });
    const card = active.getByTestId(`card-${id}`);
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      `/members/${prospect.memberId}`,
    );
    await expect(card.getByRole("link", { name: `Call ${name} on 07700 900008` })).toHaveAttribute(
      "href",
      "tel:07700900008",
    );

    // no reload: the clock moves on and the card is overdue. The column lists the longest overdue first and
    // shows only the cards in view, so the card just overdue is read at the top of "latest first".
    await overdue.getByLabel("Sort overdue").selectOption({ label: "Next action, latest first" });
    await page.clock.fastForward("03:00");
    await expect(overdue.getByTestId(`card-${id}`)).toBeVisible();
    await expect(active.getByTestId(`card-${id}`)).toHaveCount(0);
    await expect(overdue.getByTestId(`card-${id}`)).toContainText(/overdue/);

    // every name on the board is whole (wrapped, never cut off), at desk and tablet widths
    await page.getByRole("button", { name: "All", exact: true }).click();
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(active.getByRole("article").first()).toBeVisible();
      const cut = await page
        .locator("article a[href^='/members/']")
        .evaluateAll(
          (links) =>
            links.filter(
              (a) =>
                a.scrollWidth > a.clientWidth + 1 ||
                a.getBoundingClientRect().width > (a.closest("article")?.getBoundingClientRect().width ?? 0),
            ).length,
        );
      expect(cut).toBe(0);
    }
    // the same name for two people: each card says who it is
    const people = await page.locator("article").evaluateAll((cards) =>
      cards.map((c) => ({
        name: c.querySelector("a[href^='/members/']")?.textContent ?? "",
        href: c.querySelector("a[href^='/members/']")?.getAttribute("href") ?? "",
        text: c.textContent ?? "",
      })),
    );
    for (const person of people) {
      const namesake = people.find((other) => other.name === person.name && other.href !== person.href);
      if (namesake) expect(person.text).toContain(`#${person.href.split("/").pop()}`);
    }
    // (the board's axe check is "columns with counts, filters, axe-clean": a second scan here took ~5 s)
  });

  test("quick-add in a column, sort within it, and the person's timeline in the side panel", async ({ page }) => {
    const overdue = page.getByRole("region", { name: /^Overdue/ });
    await overdue.getByRole("button", { name: "Add to overdue" }).click();
    const panel = page.getByRole("dialog", { name: "New interaction" });
    await expect(panel.getByLabel("Status")).toHaveValue("3");
    await page.keyboard.press("Escape");

    const active = page.getByRole("region", { name: /^Active/ });
    await page.getByRole("button", { name: "All", exact: true }).click();
    await active.getByLabel("Sort active").selectOption({ label: "Name, A to Z" });
    // the filter and the sort re-render the column: wait for two or more cards in surname order
    const surnames = async () =>
      (await active.locator("article a[href^='/members/']").allTextContents()).map((n) =>
        n.split(" ").slice(1).join(" "),
      );
    await expect.poll(async () => (await surnames()).length).toBeGreaterThan(1);
    await expect
      .poll(async () => {
        const shown = await surnames();
        return [...shown].sort((a, b) => a.localeCompare(b)).join("|") === shown.join("|");
      })
      .toBe(true);

    await active
      .getByRole("article")
      .first()
      .getByRole("button", { name: /^Edit / })
      .click();
    const edit = page.getByRole("dialog", { name: /^Interaction with / });
    await expect(edit.getByRole("heading", { name: /^Timeline with / })).toBeVisible();
    await expect(
      edit
        .getByRole("list", { name: /^Interactions with / })
        .getByRole("listitem")
        .first(),
    ).toBeVisible();
    await expect(edit.getByText("(this one)")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a new interaction with nothing chosen says what is missing, in plain words under each field", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "New interaction" }).click();
    const panel = page.getByRole("dialog", { name: "New interaction" });
    await panel.getByRole("button", { name: "Create interaction" }).click();
    await expect(panel.getByRole("combobox", { name: "Prospect" })).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByText("Choose the prospect this interaction is for.")).toBeVisible();
    await expect(panel.getByLabel("Type")).toHaveAccessibleDescription(/Choose the type of interaction\./);
    await expect(panel).not.toContainText(/memberId|interactionSubTypeId|A valid/);
    await expectNoAxeViolations(page);
  });
});
