import type { Page } from "@playwright/test";
import { createSalesCall, expect, expectNoAxeViolations, signIn, test, enterDate } from "./fixtures";

/**
 * Two tabs editing one record: tab B, opened before tab A saved, never overwrites A's
 * change silently. Its save gets "changed by someone else", sees their values, and chooses.
 * Filler members of the small demo dataset that no other spec changes.
 */
const members = { addresses: 2271, medical: 2272, consent: 2273, card: 2274, guard: 2275 };
const changedTitle = "This record was changed by someone else since you opened it.";

/** Both tabs on `path`, each loaded in front with its record read (no "Loading…" left), so B has read it before A saves; A in front. */
async function twoTabs(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  const tabB = await page.context().newPage();
  await tabB.goto(path);
  await expect(tabB.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.bringToFront();
  return tabB;
}

/**
 * A person uses the tab in front: a tab left in the background may not render, or finish starting
 * (a board click in a background tab was once lost, its page not yet interactive 5 s after loading).
 */
const inFront = (tab: Page) => tab.bringToFront();

test.describe("lost updates and unsaved changes (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test(
    "addresses: tab B's save after tab A's shows their change, and loads it on request",
    { tag: "@upstream" },
    async ({ page }) => {
      // Values of this attempt, so a retry (or --repeat-each) starts from a record it has not stored yet.
      const mark = Date.now().toString(36);
      const [floor3, flat9, floor4] = [`Floor 3 (tab A ${mark})`, `Flat 9 (tab B ${mark})`, `Floor 4 (tab A ${mark})`];
      const tabB = await twoTabs(page, `/members/${members.addresses}/addresses`);
      await page.getByRole("group", { name: "Work address" }).getByLabel("Address line 3").fill(floor3);
      await page.getByRole("button", { name: "Save addresses" }).click();
      await expect(page.getByText("Addresses saved")).toBeVisible();

      await inFront(tabB);
      const homeB = tabB.getByRole("group", { name: "Home address" });
      await homeB.getByLabel("Address line 2").fill(flat9);
      await tabB.getByRole("button", { name: "Save addresses" }).click();
      const notice = tabB.getByRole("alert").filter({ hasText: changedTitle });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("Work: Address line 3");
      await expect(notice).toContainText(floor3);
      await expectNoAxeViolations(tabB);

      await notice.getByRole("button", { name: "Load their changes" }).click();
      await expect(notice).toHaveCount(0);
      await expect(tabB.getByRole("group", { name: "Work address" }).getByLabel("Address line 3")).toHaveValue(floor3);
      await expect(homeB.getByLabel("Address line 2")).not.toHaveValue(flat9);

      // Tab A is now behind: "Keep editing" keeps its own edit on top of B's, and saving applies it.
      await homeB.getByLabel("Address line 2").fill(flat9);
      await tabB.getByRole("button", { name: "Save addresses" }).click();
      await expect(tabB.getByText("Addresses saved")).toBeVisible();
      await inFront(page);
      await page.getByRole("group", { name: "Work address" }).getByLabel("Address line 3").fill(floor4);
      await page.getByRole("button", { name: "Save addresses" }).click();
      const noticeA = page.getByRole("alert").filter({ hasText: changedTitle });
      await expect(noticeA).toContainText(flat9);
      await noticeA.getByRole("button", { name: "Keep editing" }).click();
      await expect(page.getByRole("group", { name: "Work address" }).getByLabel("Address line 3")).toHaveValue(floor4);
      await page.getByRole("button", { name: "Save addresses" }).click();
      // the newest toast: tab A's first one may still be showing
      await expect(page.getByText("Addresses saved").last()).toBeVisible();
      await page.reload();
      await expect(page.getByRole("group", { name: "Work address" }).getByLabel("Address line 3")).toHaveValue(floor4);
      await expect(page.getByRole("group", { name: "Home address" }).getByLabel("Address line 2")).toHaveValue(flat9);
    },
  );

  test("medical details: editing a condition someone else changed shows their note", async ({ page }) => {
    const mark = Date.now().toString(36); // a retry adds a condition of its own
    await page.goto(`/members/${members.medical}/medical`);
    await page.getByRole("button", { name: "Add condition" }).click();
    const add = page.getByRole("dialog", { name: "Add a medical condition" });
    await add.getByLabel("Condition type").selectOption({ index: 1 });
    await add.getByLabel("Note").fill(`First note ${mark}`);
    await add.getByRole("button", { name: "Add condition" }).click();
    await expect(page.getByText(`First note ${mark}`)).toBeVisible();

    const tabB = await page.context().newPage();
    await tabB.goto(`/members/${members.medical}/medical`);
    await tabB
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    const editB = tabB.getByRole("dialog");
    await editB.getByLabel("Note").fill(`Tab B note ${mark}`);

    await inFront(page);
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    const editA = page.getByRole("dialog");
    await editA.getByLabel("Note").fill(`Tab A note ${mark}`);
    await editA.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`Tab A note ${mark}`)).toBeVisible();

    await inFront(tabB);
    await editB.getByRole("button", { name: "Save changes" }).click();
    const notice = editB.getByRole("alert").filter({ hasText: changedTitle });
    await expect(notice).toContainText(`Tab A note ${mark}`);
    await expectNoAxeViolations(tabB);
    await notice.getByRole("button", { name: "Load their changes" }).click();
    await expect(editB.getByLabel("Note")).toHaveValue(`Tab A note ${mark}`);
  });

  test("consent: legal agreements saved in another tab are shown, not overwritten", async ({ page }) => {
    const day = 15 + test.info().retry; // a retry signs on a date not stored yet
    const tabB = await twoTabs(page, `/members/${members.consent}/consent`);
    await page.getByRole("button", { name: "Record signatures" }).click();
    const dialogA = page.getByRole("dialog", { name: "Legal agreements" });
    await enterDate(dialogA.getByRole("group", { name: "Terms and conditions signed on" }), `2026-01-${day}T10:30`);
    await dialogA.getByRole("button", { name: "Save agreements" }).click();
    await expect(page.getByText("Legal agreements saved")).toBeVisible();

    await inFront(tabB);
    await tabB.getByRole("button", { name: "Record signatures" }).click();
    const dialogB = tabB.getByRole("dialog", { name: "Legal agreements" });
    // B's screen still shows what it read before A saved.
    await enterDate(dialogB.getByRole("group", { name: "Health commitment statement signed on" }), "2026-01-16T09:00");
    await dialogB.getByRole("button", { name: "Save agreements" }).click();
    const notice = dialogB.getByRole("alert").filter({ hasText: changedTitle });
    await expect(notice).toContainText("Terms and conditions signed on");
    await expect(notice).toContainText(`${day}/01/2026, 10:30`);
    await notice.getByRole("button", { name: "Keep editing" }).click();
    await dialogB.getByRole("button", { name: "Save agreements" }).click();
    await expect(tabB.getByText("Legal agreements saved")).toBeVisible();
  });

  test(
    "payment card: removing a card someone else has just designated is stopped",
    { tag: "@upstream" },
    async ({ page }) => {
      await page.goto(`/members/${members.card}/card`);
      const form = page.getByRole("region", { name: "Save a card" });
      for (const token of ["tok_visa_7271", "tok_mastercard_7272"]) {
        await form.getByLabel("Payment-provider token").fill(token);
        if (token.includes("visa")) await form.getByLabel(/Designate for recurring payments/).check();
        await form.getByRole("button", { name: "Save card" }).click();
        await expect(page.getByText(new RegExp(`ending ${token.slice(-4)} saved`))).toBeVisible();
      }
      const tabB = await page.context().newPage();
      await tabB.goto(`/members/${members.card}/card`);
      await expect(tabB.getByRole("listitem", { name: "Mastercard ending 7272" })).toBeVisible();

      await inFront(page);
      await page.getByRole("button", { name: "Designate Mastercard ending 7272" }).click();
      await expect(page.getByRole("region", { name: "Recurring-payment card" })).toContainText(
        "Mastercard ending 7272",
      );

      await inFront(tabB);
      await tabB.getByRole("button", { name: "Remove Mastercard ending 7272" }).click();
      const dialog = tabB.getByRole("dialog", { name: "Remove Mastercard ending 7272?" });
      await dialog.getByRole("button", { name: "Remove card" }).click();
      // Refused: tab B now shows the card as designated (so it cannot be removed) and says why.
      await expect(tabB.getByText(`${changedTitle} Mastercard ending 7272 is shown as it is now.`)).toBeVisible();
      await expect(tabB.getByRole("listitem", { name: "Mastercard ending 7272" })).toContainText("Designated");
      await expect(tabB.getByRole("button", { name: "Remove Mastercard ending 7272" })).toBeDisabled();
    },
  );

  test("leaving a dirty form warns: link, Back, reload and sign-out; a clean form leaves quietly", async ({ page }) => {
    await page.goto(`/members/${members.guard}`);
    await page.getByRole("link", { name: "Open addresses" }).click(); // in-app, so Back stays in the app
    const line1 = page.getByRole("group", { name: "Home address" }).getByLabel("Address line 1");
    await line1.fill("1 Unsaved Street");

    const dialogs: string[] = [];
    const answer = (accept: boolean) =>
      page.once("dialog", (d) => {
        dialogs.push(d.type());
        void (accept ? d.accept() : d.dismiss());
      });

    answer(false);
    await page.getByRole("link", { name: /^Back to / }).click();
    await expect.poll(() => dialogs).toEqual(["confirm"]);
    await expect(page).toHaveURL(/\/addresses$/);
    await expect(line1).toHaveValue("1 Unsaved Street");

    // The browser's Back button asks in the page's own dialog; staying keeps the page and the edits
    await page.goBack();
    const leaveDialog = page.getByRole("dialog", { name: "Leave this page?" });
    await expect(leaveDialog).toBeVisible();
    await expect(page).toHaveURL(/\/addresses$/);
    await leaveDialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(leaveDialog).toHaveCount(0);
    await expect(line1).toHaveValue("1 Unsaved Street");

    answer(false);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => dialogs).toEqual(["confirm", "confirm"]);
    await expect(page).toHaveURL(/\/addresses$/);

    answer(false);
    void page.reload().catch(() => undefined);
    await expect.poll(() => dialogs).toEqual(["confirm", "confirm", "beforeunload"]);
    await expect(line1).toHaveValue("1 Unsaved Street");

    // asked again, Back leaves: the member's overview, where the person came from
    await page.goBack();
    await leaveDialog.getByRole("button", { name: "Leave and lose changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${members.guard}$`));

    await page.getByRole("link", { name: "Open addresses" }).click();
    await line1.fill("1 Unsaved Street");
    answer(true);
    await page.getByRole("link", { name: /^Back to / }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${members.guard}$`));

    // Clean: no question.
    await page.goto(`/members/${members.guard}/addresses`);
    await expect(line1).toBeVisible();
    await page.getByRole("link", { name: /^Back to / }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${members.guard}$`));

    // Saved, then Back: one step leaves the page (the guard's extra entry is passed over), no question.
    await page.getByRole("link", { name: "Open addresses" }).click();
    await line1.fill("2 Saved Street");
    await page.getByRole("button", { name: "Save addresses" }).click();
    await expect(page.getByText("Addresses saved").last()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/members/${members.guard}$`));
    expect(dialogs).toHaveLength(4);
  });
});

test.describe("lost updates on the prospect board (sales)", () => {
  test("an interaction edited in two tabs: the second save shows the first one's change and loads it", async ({
    page,
  }) => {
    await signIn(page, "sales");
    const prospect = { memberId: 1008, name: "Chloe Bennett" };
    const id = await createSalesCall(page, prospect.memberId, {
      nextActionDate: new Date(Date.now() + 86_400_000).toISOString(),
      interactionStatus: 1,
      details: "Read by both tabs",
    });

    const tabB = await twoTabs(page, "/prospects");
    const openCard = async (tab: Page) => {
      await tab
        .getByTestId(`card-${id}`)
        .getByRole("button", { name: `Edit ${prospect.name}` })
        .click();
      return tab.getByRole("dialog", { name: `Interaction with ${prospect.name}` });
    };
    await inFront(tabB);
    const editB = await openCard(tabB);
    await editB.getByLabel("Details").fill("Tab B: call back after lunch");

    await inFront(page);
    const editA = await openCard(page);
    await editA.getByLabel("Details").fill("Tab A: booked a tour");
    await editA.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`Saved the interaction with ${prospect.name}`)).toBeVisible();

    await inFront(tabB);
    await editB.getByRole("button", { name: "Save changes" }).click();
    const notice = editB.getByRole("alert").filter({ hasText: changedTitle });
    await expect(notice).toContainText("Details");
    await expect(notice).toContainText("Tab A: booked a tour");
    await expectNoAxeViolations(tabB);
    await notice.getByRole("button", { name: "Load their changes" }).click();
    await expect(notice).toHaveCount(0);
    await expect(editB.getByLabel("Details")).toHaveValue("Tab A: booked a tour");
    // Now at A's version: B's own change saves.
    await editB.getByLabel("Details").fill("Tab B: call back after lunch");
    await editB.getByRole("button", { name: "Save changes" }).click();
    await expect(tabB.getByText(`Saved the interaction with ${prospect.name}`)).toBeVisible();
  });
});

test.describe("lost updates and unsaved changes on the manager screens", () => {
  test.beforeEach(async ({ page }) => signIn(page, "manager"));

  test("a status and a cost centre edited in two tabs: the second save shows the first one's change", async ({
    page,
  }) => {
    // Status: B edits, A saves first, B's save shows A's description and loads it on request.
    const tabB = await twoTabs(page, "/configuration/statuses/FROZEN");
    await inFront(tabB);
    await tabB.getByLabel("Description").fill("Frozen (paused)");
    await inFront(page);
    await page.getByLabel("Description").fill("Frozen membership");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status FROZEN saved")).toBeVisible();

    // Leaving with unsaved changes asks first.
    await inFront(tabB);
    tabB.once("dialog", (d) => void d.dismiss());
    await tabB.getByRole("link", { name: "All statuses" }).first().click();
    await expect(tabB).toHaveURL(/\/statuses\/FROZEN$/);

    await tabB.getByRole("button", { name: "Save status" }).click();
    const notice = tabB.getByRole("alert").filter({ hasText: changedTitle });
    await expect(notice).toContainText("Description");
    await expect(notice).toContainText("Frozen membership");
    await expectNoAxeViolations(tabB);
    await notice.getByRole("button", { name: "Load their changes" }).click();
    await expect(tabB.getByLabel("Description")).toHaveValue("Frozen membership");

    // Cost centre: both dialogs open on the same entry; A saves, B's save is stopped and shown A's reference.
    await page.goto("/configuration/cost-centres");
    await tabB.goto("/configuration/cost-centres");
    const open = async (tab: Page) => {
      await tab.getByRole("row").filter({ hasText: "CCTR0002" }).getByRole("button", { name: /^Edit/ }).click();
      return tab.getByRole("dialog", { name: /Edit cost centre CCTR0002/ });
    };
    await inFront(tabB);
    const dialogB = await open(tabB);
    await dialogB.getByLabel("Reference").fill("AQ-B");
    await inFront(page);
    const dialogA = await open(page);
    await dialogA.getByLabel("Reference").fill("AQ-A");
    await dialogA.getByRole("button", { name: "Save cost centre" }).click();
    await expect(page.getByText("Cost centre CCTR0002 saved")).toBeVisible();
    await inFront(tabB);
    await dialogB.getByRole("button", { name: "Save cost centre" }).click();
    const noticeB = dialogB.getByRole("alert").filter({ hasText: changedTitle });
    await expect(noticeB).toContainText("Reference");
    await expect(noticeB).toContainText("AQ-A");
    await noticeB.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialogB.getByLabel("Reference")).toHaveValue("AQ-B");
    await dialogB.getByRole("button", { name: "Save cost centre" }).click();
    await expect(tabB.getByText("Cost centre CCTR0002 saved")).toBeVisible();
  });

  test("an email template and a promo code edited in two tabs: the second save shows the first one's change", async ({
    page,
  }) => {
    // Template (seeded "Booking confirmation", no other spec edits it): A changes the subject, B the message.
    const tabB = await twoTabs(page, "/communications/templates/5");
    await expect(tabB.getByLabel("Subject line")).not.toHaveValue("");
    await page.getByLabel("Subject line").fill("Your booking (tab A)");
    await page.getByRole("button", { name: "Save template" }).click();
    await expect(page.getByText("Template Booking confirmation saved")).toBeVisible();
    await inFront(tabB);
    await tabB.getByLabel("Message (HTML)").fill("<p>From tab B</p>");
    await tabB.getByRole("button", { name: "Save template" }).click();
    const notice = tabB.getByRole("alert").filter({ hasText: changedTitle });
    await expect(notice).toContainText("Subject line");
    await expect(notice).toContainText("Your booking (tab A)");
    await notice.getByRole("button", { name: "Keep editing" }).click();
    // B's message stays, A's subject comes in (B never touched it); saving applies both
    await expect(tabB.getByLabel("Subject line")).toHaveValue("Your booking (tab A)");
    await expect(tabB.getByLabel("Message (HTML)")).toHaveValue("<p>From tab B</p>");
    await tabB.getByRole("button", { name: "Save template" }).click();
    await expect(tabB.getByText("Template Booking confirmation saved")).toBeVisible();

    // Promo code (seeded STAFF20): both dialogs open; A saves a limit, B's save is stopped and shown it.
    await page.goto("/configuration/promotion-codes");
    await tabB.goto("/configuration/promotion-codes");
    const open = async (tab: Page) => {
      await tab.getByRole("button", { name: "Edit STAFF20" }).click();
      return tab.getByRole("dialog", { name: "Edit STAFF20" });
    };
    await inFront(tabB);
    const dialogB = await open(tabB);
    await dialogB.getByLabel("Maximum uses").fill("40");
    await inFront(page);
    const dialogA = await open(page);
    await dialogA.getByLabel("Maximum uses").fill("25");
    await dialogA.getByRole("button", { name: "Save promo code" }).click();
    await expect(page.getByText("Promo code STAFF20 saved")).toBeVisible();
    await inFront(tabB);
    await dialogB.getByRole("button", { name: "Save promo code" }).click();
    const noticeB = dialogB.getByRole("alert").filter({ hasText: changedTitle });
    await expect(noticeB).toContainText("Maximum uses");
    await expect(noticeB).toContainText("25");
    await expectNoAxeViolations(tabB);
    await noticeB.getByRole("button", { name: "Load their changes" }).click();
    await expect(dialogB.getByLabel("Maximum uses")).toHaveValue("25");
  });
});
