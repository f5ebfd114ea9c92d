import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { platformControl } from "./servers";

/** Booking-sheet bookings made through the platform's own API (no screen makes them), and the sheet's time fields. */

/** The platform this app calls: its own (embedded), or in upstream mode the other process. */
export const platformBase = (baseURL: string) => {
  const control = platformControl(test.info().parallelIndex);
  return `${control ? new URL(control).origin : baseURL}/platform`;
};
/** A staff platform token from the CLI (it shares the server's signing key). */
export const platformToken = () =>
  execFileSync(
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "lib/cli/index.ts", "token", "--products", "FOH", "--features", "FOHGENERIC"],
    { encoding: "utf8" },
  ).trim();

export async function book(
  page: Page,
  base: string,
  token: string,
  productId: string,
  date: string,
  from: string,
  to: string,
  memberIds: number[],
) {
  const response = await page.request.post(`${base}/api/booking-sheets/bookings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId, dateTimeFrom: `${date}T${from}:00`, dateTimeTo: `${date}T${to}:00`, memberIds },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { bookingId: number }).bookingId;
}

/** Types into a react-aria date or time field of `scope` as staff do: its first segment clicked, then the digits. */
export async function typeInto(scope: Locator, label: string, value: string) {
  const field = scope.getByRole("group", { name: label, exact: true });
  await field.getByRole("spinbutton").first().click();
  await scope
    .page()
    .keyboard.type(
      value.includes("-") ? `${value.slice(8, 10)}${value.slice(5, 7)}${value.slice(0, 4)}` : value.replace(":", ""),
    );
}
