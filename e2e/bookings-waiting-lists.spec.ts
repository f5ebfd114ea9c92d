import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** The demo dataset's full Spin class with alert lists (sandbox-contract §4 alertList), three UTC days after the seed ran. */
const classBookingId = 700_001;
const bookedMemberId = 1013;
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Bulk members 2020-2099 hold no place on the coming sessions; pick one per run so re-runs against one server do not collide. */
const someMember = () => 2020 + Math.floor(Math.random() * 80);

test.describe("waiting lists (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("from a full class, add a member to its waiting list, see their position and the list in order", async ({ page }) => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Waiting lists" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Waiting lists" })).toBeVisible();
    await page.getByLabel("Site").selectOption({ label: "Leeds Central" });
    await page.getByLabel("Day").fill(utcDay(3));
    const sessions = page.getByRole("list", { name: "Sessions" });
    // the fixture session starts at 18:00 UTC; the desk reads times in the venues' zone
    const at = new Date(`${utcDay(3)}T18:00:00Z`).toLocaleTimeString("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" });
    const spin = sessions.getByRole("listitem").filter({ has: page.getByRole("button", { name: `Open waiting list: Spin at ${at}` }) });
    await expect(spin).toContainText("Full: 12 of 12 booked");
    await spin.getByRole("button", { name: `Open waiting list: Spin at ${at}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Spin, / })).toBeVisible();
    await expectNoAxeViolations(page);

    const list = page.getByRole("list", { name: "Waiting list" });
    const before = (await list.count()) ? await list.getByRole("listitem").count() : 0;
    const form = page.getByRole("form", { name: "Add a member to the waiting list" });
    const memberId = someMember();
    await form.getByLabel("Member number").fill(String(memberId));
    await form.getByRole("button", { name: "Add to waiting list" }).click();
    await expect(form.getByRole("status")).toHaveText(`Member #${memberId} is number ${before + 1} on the waiting list`);
    await expect(list.getByRole("listitem")).toHaveCount(before + 1);
    await expect(list.getByRole("listitem").last()).toHaveAttribute("aria-label", new RegExp(`^Position ${before + 1}: `));
    await expect(list.getByRole("listitem").last()).toContainText(`#${memberId}`);
    // full: nobody can be promoted
    await expect(list.getByRole("button", { name: /^Promote / }).first()).toBeDisabled();
    await expect(page.getByText("The session is full: promote someone once a place frees up.")).toBeVisible();

    // someone already booked is refused, with the platform's reason under the field
    await form.getByLabel("Member number").fill(String(bookedMemberId));
    await form.getByRole("button", { name: "Add to waiting list" }).click();
    await expect(form.getByText(`Member ${bookedMemberId} is already booked on booking ${classBookingId}`)).toBeVisible();
    // the shell's shared toaster (sonner richColors) is checked where it is configured, not here
    await expectNoAxeViolations(page);
  });

  test("promote a waiting member when the session has a space", async ({ page }) => {
    await page.goto("/bookings/waiting-lists");
    await page.getByLabel("Site").selectOption({ label: "Leeds Central" });
    // a class with alert lists and free spaces: the course the seed leaves with three of eight places taken
    await page.getByLabel("Day").fill(utcDay(3));
    const course = page.getByRole("list", { name: "Sessions" }).getByRole("listitem").filter({ hasText: "Swim lessons stage 3" }).filter({ hasText: "spaces free" }).first();
    await course.getByRole("button", { name: /^Open waiting list/ }).click();
    const form = page.getByRole("form", { name: "Add a member to the waiting list" });
    const memberId = someMember();
    await form.getByLabel("Member number").fill(String(memberId));
    await form.getByRole("button", { name: "Add to waiting list" }).click();
    await expect(form.getByRole("status")).toContainText(`Member #${memberId} is number`);
    const entry = page.getByRole("list", { name: "Waiting list" }).getByRole("listitem").filter({ hasText: `#${memberId}` });
    await entry.getByRole("button", { name: /^Promote / }).click();
    await expect(page.getByText(/now has a place on Swim lessons stage 3$/)).toBeVisible();
    await expect(entry).toHaveCount(0);
  });
});
