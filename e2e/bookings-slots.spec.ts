import type { Browser, Page } from "@playwright/test";
import type { ResourceSlots } from "@frontdesk/lib/contract/booking-slots";
import { formatTime } from "@frontdesk/lib/venue/format";
import { enterDate, expect, expectHydrated, expectNoAxeViolations, signIn, test } from "./fixtures";
import { serverURL } from "./servers";

/**
 * A resource slot (a court, a pitch) booked and cancelled at the desk through the real screens and BFF: Book on the
 * overview offers a session or a resource slot; each slot says why it cannot be booked before anything is pressed;
 * the member's bookings list it with its Cancel, and the change shows in their history; an open picker shows another
 * desk's booking and cancellation by itself. Bulk members 2015 and 2017-2019 are this spec's.
 */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function bookableMember(page: Page, ids: number[]) {
  return (await bookableMembers(page, ids, 1))[0]!;
}

/** The first `count` of `ids` who may book a slot and hold none. */
async function bookableMembers(page: Page, ids: number[], count: number) {
  const found: number[] = [];
  for (const id of ids) {
    const history = (await (await page.request.get(`/api/members/${id}/bookings/history`)).json()) as {
      statusRefusal: string | null;
      suspensions: unknown[];
    };
    const slots = (await (await page.request.get(`/api/members/${id}/slots`)).json()) as unknown[];
    if (history.statusRefusal === null && history.suspensions.length === 0 && slots.length === 0) found.push(id);
    if (found.length === count) return found;
  }
  throw new Error(`none of ${ids.join(", ")} can book a slot`);
}

test.describe("a resource slot at the desk (reception)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "reception"));
  test.describe.configure({ timeout: 150_000 });

  test("book a court from the overview by keyboard, see it on the member's bookings, cancel it with a reason", async ({
    page,
  }) => {
    const memberId = await bookableMember(page, [2015, 2017, 2018, 2019]);
    const overview = (await (await page.request.get(`/api/members/${memberId}`)).json()) as {
      firstName: string;
      lastName: string;
    };
    const name = `${overview.firstName} ${overview.lastName}`;

    await page.goto(`/members/${memberId}`);
    const open = page.getByRole("button", { name: `Book ${name} onto a session` });
    await expectHydrated(open);
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Book ${name}` });
    const sessionChoice = dialog.getByRole("radio", { name: "A session (a class, a course)" });
    await expect(sessionChoice).toBeChecked();
    await sessionChoice.focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "A resource slot (a court, a lane)" })).toBeChecked();

    await dialog.getByLabel("Site").selectOption("LEEDS");
    // on to the day by keyboard, as a receptionist would
    await dialog.getByLabel("Site").press("Tab");
    // a day gone by: every slot says why, and none can be booked
    await enterDate(dialog.getByRole("group", { name: "Day" }), utcDay(-1));
    const slots = dialog.getByRole("list", { name: "Resource slots to book" });
    await expect(slots.getByText("It has started.").first()).toBeVisible();
    await expect(slots.getByRole("button")).toHaveCount(0);

    await enterDate(dialog.getByRole("group", { name: "Day" }), utcDay(9));
    const book = slots.getByRole("button", { name: /^Book .+ at \d/ }).first();
    await expect(book).toBeVisible();
    await expectNoAxeViolations(page);
    const label = (await book.getAttribute("aria-label"))!;
    const [, resource, time] = /^Book (.+) at (.+)$/.exec(label)!;
    await book.press("Enter");
    await expect(page.getByText(`${name} is booked on ${resource} at ${time}.`)).toBeVisible();

    await page.goto(`/members/${memberId}/bookings`);
    const coming = page.getByRole("list", { name: "Coming resource slots" });
    await expect(coming.getByRole("listitem")).toHaveCount(1);
    await expect(coming).toContainText(resource);
    const changes = page.getByRole("list", { name: "Booking changes" });
    await expect(changes.getByRole("listitem").first()).toContainText(`Booked: ${resource}`);
    await expectNoAxeViolations(page);

    const cancel = coming.getByRole("button", { name: new RegExp(`^Cancel ${resource} on `) });
    await expectHydrated(cancel);
    await cancel.press("Enter");
    const form = page.getByRole("dialog", { name: "Cancel the slot" });
    await form.getByRole("button", { name: "Cancel the slot" }).press("Enter");
    await expect(form.getByText(/^Say why the place is cancelled/)).toBeVisible();
    await form.getByLabel("Reason").fill("Member phoned: knee injury");
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Cancel the slot" }).press("Enter");
    await expect(page.getByText("Slot cancelled.")).toBeVisible();
    await expect(page.getByText("No resource slots booked ahead.")).toBeVisible();
    await expect(changes.getByRole("listitem").first()).toContainText(`Cancelled: ${resource}`);
    await expect(changes.getByRole("listitem").first()).toContainText("Member phoned: knee injury");
  });
});

/** A second desk: its own browser context, signed in as reception. */
async function secondDesk(browser: Browser) {
  const context = await browser.newContext({ baseURL: serverURL(test.info().parallelIndex) });
  const page = await context.newPage();
  await signIn(page, "reception");
  return page;
}

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

test.describe("an open slot picker kept live (reception)", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a slot booked and then cancelled at another desk shows taken, then free, on an open picker by itself", async ({
    page,
    browser,
  }) => {
    await signIn(page, "reception");
    const [shown, booker] = await bookableMembers(page, [2015, 2017, 2018, 2019], 2);
    const day = utcDay(10);
    const listed = (await (
      await page.request.get(`/api/bookings/slots?siteId=LEEDS&date=${day}`)
    ).json()) as ResourceSlots;
    const slot = listed.slots.find((s) => s.state === "free");
    expect(slot).toBeDefined();
    const overview = (await (await page.request.get(`/api/members/${shown}`)).json()) as {
      firstName: string;
      lastName: string;
    };
    const name = `${overview.firstName} ${overview.lastName}`;

    await page.goto(`/members/${shown}`);
    const open = page.getByRole("button", { name: `Book ${name} onto a session` });
    await expectHydrated(open);
    await open.click();
    const dialog = page.getByRole("dialog", { name: `Book ${name}` });
    await dialog.getByRole("radio", { name: "A resource slot (a court, a lane)" }).check();
    await dialog.getByLabel("Site").selectOption("LEEDS");
    await enterDate(dialog.getByRole("group", { name: "Day" }), day);
    // the slot's row, found by its Book button's name while it is free
    const time = formatTime(`${slot!.dateTimeFrom}Z`, { timeZone: "UTC" });
    const bookIt = dialog.getByRole("button", { name: `Book ${slot!.productName} at ${time}` });
    await expect(bookIt).toBeVisible();
    await expect(dialog.getByText(/^Live: other desks' bookings of these slots show here/)).toBeVisible();
    const rows = dialog.getByRole("list", { name: "Resource slots to book" }).getByRole("listitem");
    const index = await rows.evaluateAll(
      (items, text) => items.findIndex((item) => item.querySelector(`button[aria-label="${text}"]`)),
      `Book ${slot!.productName} at ${time}`,
    );
    expect(index).toBeGreaterThanOrEqual(0);

    // another desk books that slot for another member: this desk did nothing, the slot says it is taken
    const other = await secondDesk(browser);
    const booked = await other.request.post(`/api/members/${booker}/slots`, {
      data: { productId: slot!.productId, dateTimeFrom: slot!.dateTimeFrom, dateTimeTo: slot!.dateTimeTo },
      headers: origin(other),
    });
    expect(booked.status()).toBe(200);
    const { slot: held } = (await booked.json()) as { slot: { bookingId: number } };
    await expect(rows.nth(index)).toContainText("It is already booked.", { timeout: 5_000 });
    await expect(bookIt).toHaveCount(0);

    // and cancels it: the slot is free again, still without this desk doing anything
    const cancelled = await other.request.post(`/api/members/${booker}/slots/${held.bookingId}/cancel`, {
      data: { reason: "Booked on the wrong court" },
      headers: origin(other),
    });
    expect(cancelled.status()).toBe(200);
    await expect(bookIt).toBeVisible({ timeout: 5_000 });
    await expect(rows.nth(index)).toContainText("Free");
    await other.context().close();
  });
});
