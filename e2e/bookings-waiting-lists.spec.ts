import type { Page } from "@playwright/test";
import type { MemberSearchItem, MemberSearchResult } from "@frontdesk/lib/contract/members";
import type { AvailabilitySlot } from "@frontdesk/lib/contract/bookings";
import { enterDate, expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** The demo dataset's alert-list sessions (sandbox-contract §4 alertList), three UTC days after the seed ran. */
const courseBookingId = 700_004;
const bookedMemberId = 1013;
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Bulk members 2020-2099 hold no place on the coming sessions; pick one per run so re-runs against one server do not collide. */
const someMember = () => 2020 + Math.floor(Math.random() * 80);

/** A member's search record, as the desk's search answers it. */
async function memberRecord(page: Page, memberId: number): Promise<MemberSearchItem> {
  const found = (await (
    await page.request.get(`/api/members?search=${memberId}&limit=5`)
  ).json()) as MemberSearchResult;
  const member = found.data.find((m) => m.memberId === memberId);
  if (!member) throw new Error(`member ${memberId} not found`);
  return member;
}

async function openSession(page: Page, name: RegExp | string) {
  await page.goto("/bookings/waiting-lists");
  await page.getByLabel("Site").selectOption({ label: "Leeds Central" });
  const day = utcDay(3);
  await enterDate(page.getByRole("group", { name: "Day" }), day);
  // that day's sessions, not the ones of the day shown before (a session opened there closes when the day changes)
  const shown = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^Sessions on .*${shown}$`) })).toBeVisible();
  const row = page.getByRole("list", { name: "Sessions" }).getByRole("listitem").filter({ hasText: name }).first();
  await row.getByRole("button", { name: /^Open waiting list/ }).click();
}

/** Finds a member in the form's picker by what the desk types, and picks the one with this number. */
async function pickMember(page: Page, typed: string, memberId: number) {
  const form = page.getByRole("form", { name: "Add a member to the waiting list" });
  await form.getByRole("combobox", { name: "Member" }).fill(typed);
  await page
    .getByRole("listbox", { name: "Matching members" })
    .getByRole("option")
    .filter({ hasText: `#${memberId}` })
    .first()
    .click();
  await expect(form.getByText(new RegExp(`^Chosen: .*, member #${memberId}`))).toBeVisible();
}

test.describe("waiting lists (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));

  test("from a full class, find a member by name or email and add them; a refusal replaces the earlier success, in plain words", async ({
    page,
  }) => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Waiting lists" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Waiting lists" })).toBeVisible();
    await page.getByLabel("Site").selectOption({ label: "Leeds Central" });
    await enterDate(page.getByRole("group", { name: "Day" }), utcDay(3));
    const sessions = page.getByRole("list", { name: "Sessions" });
    // the fixture session starts at 18:00 UTC; the desk reads times in the venues' zone
    const at = new Date(`${utcDay(3)}T18:00:00Z`).toLocaleTimeString("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      minute: "2-digit",
    });
    const spin = sessions
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: `Open waiting list: Spin at ${at}` }) });
    await expect(spin).toContainText("Full: 12 of 12 booked");
    await spin.getByRole("button", { name: `Open waiting list: Spin at ${at}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Spin, / })).toBeVisible();
    await expectNoAxeViolations(page);

    const list = page.getByRole("list", { name: "Waiting list" });
    const before = (await list.count()) ? await list.getByRole("listitem").count() : 0;
    const form = page.getByRole("form", { name: "Add a member to the waiting list" });
    // nothing chosen: a plain message under the field
    await form.getByRole("button", { name: "Add to waiting list" }).click();
    await expect(form.getByText("Find the member to add")).toBeVisible();

    const member = await memberRecord(page, someMember());
    await pickMember(page, `${member.firstName} ${member.lastName}`, member.memberId);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Add to waiting list" }).click();
    await expect(form.getByRole("status")).toHaveText(
      `${member.firstName} ${member.lastName} (#${member.memberId}) is number ${before + 1} on the waiting list`,
    );
    await expect(list.getByRole("listitem")).toHaveCount(before + 1);
    await expect(list.getByRole("listitem").last()).toHaveAttribute(
      "aria-label",
      new RegExp(`^Position ${before + 1}: `),
    );
    await expect(list.getByRole("listitem").last()).toContainText(`#${member.memberId}`);
    // full: nobody can be promoted
    await expect(list.getByRole("button", { name: /^Promote / }).first()).toBeDisabled();
    await expect(page.getByText("The session is full: promote someone once a place frees up.")).toBeVisible();

    // someone already booked, found by email, is refused under the field; the old success goes
    const booked = await memberRecord(page, bookedMemberId);
    await pickMember(page, booked.email ?? booked.lastName, bookedMemberId);
    await form.getByRole("button", { name: "Add to waiting list" }).click();
    await expect(form.getByText(`Member #${bookedMemberId} is already booked on this session.`)).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Member" })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("status")).toHaveText("");
    await expect(page.getByRole("main")).not.toContainText(/alert list/i);
    await expectNoAxeViolations(page);
  });

  test("every session's row keeps its time, places and who is waiting on one line, full or not", async ({ page }) => {
    await page.goto("/bookings/waiting-lists");
    await page.getByLabel("Site").selectOption({ label: "Leeds Central" });
    await enterDate(page.getByRole("group", { name: "Day" }), utcDay(3));
    const rows = page.getByRole("list", { name: "Sessions" }).getByRole("listitem");
    await expect(rows.filter({ hasText: "Full:" }).first()).toBeVisible();
    expect(await rows.filter({ hasText: "Nobody waiting" }).count()).toBeGreaterThan(0);
    // each row's cells side by side on one line, and "Nobody waiting" (or "2 waiting") on one line of its own
    const broken = await rows.evaluateAll((items) =>
      items.flatMap((li) => {
        const cells = [...li.children].map((c) => c.getBoundingClientRect());
        const middle = (r: DOMRect) => r.top + r.height / 2;
        const waiting = [...li.querySelectorAll("span")].find((s) => /^(Nobody|\d+) waiting$/.test(s.textContent!))!;
        const lines = waiting.getBoundingClientRect().height / parseFloat(getComputedStyle(waiting).lineHeight);
        return cells.every((c) => Math.abs(middle(c) - middle(cells[0])) < 12) && lines < 1.5 ? [] : [li.textContent];
      }),
    );
    expect(broken).toEqual([]);
  });

  test("a session with free spaces is booked, not waited for", async ({ page }) => {
    await openSession(page, /Swim lessons stage 3.*spaces free/);
    await expect(page.getByRole("heading", { level: 2, name: /^Swim lessons stage 3, / })).toBeVisible();
    await expect(page.getByText(/spaces? (are|is) free: book instead\./)).toBeVisible();
    await expect(page.getByRole("form", { name: "Add a member to the waiting list" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("promote a waiting member when the session has a space", async ({ page }) => {
    // someone joined the list while the session was full, then a place was freed: put them there through the BFF
    const day = utcDay(3);
    const slots = (await (
      await page.request.get(`/api/bookings/availability?siteId=LEEDS&date=${day}`)
    ).json()) as AvailabilitySlot[];
    const course = slots.find((s) => s.bookingId === courseBookingId)!;
    const memberId = someMember();
    const origin = new URL(page.url()).origin;
    const joined = await page.request.post("/api/bookings/alert-list", {
      data: { memberId, slotReference: course.slotReferences.inCentre },
      headers: { origin },
    });
    expect(joined.status()).toBe(200);

    await openSession(page, /Swim lessons stage 3.*spaces free/);
    const entry = page
      .getByRole("list", { name: "Waiting list" })
      .getByRole("listitem")
      .filter({ hasText: `#${memberId}` });
    await entry.getByRole("button", { name: /^Promote / }).click();
    await expect(page.getByText(/now has a place on Swim lessons stage 3$/)).toBeVisible();
    await expect(entry).toHaveCount(0);
  });
});
