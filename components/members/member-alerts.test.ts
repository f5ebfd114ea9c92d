import { describe, expect, it } from "vitest";
import type { WalletCard } from "@frontdesk/lib/contract/members";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import type { Words } from "@/components/ui/catalogue";
import * as alerts from "./member-alerts";
import type { MemberAlertListPlace } from "@frontdesk/lib/contract/bookings";
import type { MemberConsent, RecurringCard } from "@frontdesk/lib/contract/members";

// in English, as the screen shows them (the words come from messages/en.json)
const t = createTranslator({ locale: "en", messages: en, namespace: "Members" }) as unknown as Words;
const consentAlerts = (...a: Tail<Parameters<typeof alerts.consentAlerts>>) => alerts.consentAlerts(t, ...a);
const cardAlerts = (...a: Tail<Parameters<typeof alerts.cardAlerts>>) => alerts.cardAlerts(t, ...a);
const waitingListAlerts = (...a: Tail<Parameters<typeof alerts.waitingListAlerts>>) =>
  alerts.waitingListAlerts(t, ...a);
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

const now = new Date("2026-06-15T12:00:00Z");
const consent = (dataCampaigns: { expiryDate: string | null }[]) =>
  ({
    campaignPreferences: { marketingCampaigns: [], dataCampaigns, communicationTypes: [] },
  }) as unknown as MemberConsent;
const card = (expiryMonth: number, expiryYear: number) =>
  ({ cardID: 5, brand: "Visa", last4: "4242", expiryMonth, expiryYear }) as WalletCard;
const recurring = (verified: boolean): RecurringCard => ({ rcpCardId: "5", verified }) as RecurringCard;

describe("member alerts", () => {
  it("data-processing consent: missing, all expired (compared with now), or fine", () => {
    expect(consentAlerts(1, consent([]), now)[0].text).toMatch(/No data-processing consent/);
    expect(consentAlerts(1, consent([{ expiryDate: "2026-06-15T11:59:00Z" }]), now)[0].text).toMatch(/expired/);
    expect(consentAlerts(1, consent([{ expiryDate: "2026-06-15T11:59:00Z" }, { expiryDate: null }]), now)).toEqual([]);
  });

  it("card: expired after its expiry month (red), unverified (amber), none designated (nothing)", () => {
    expect(cardAlerts(1, recurring(true), [card(5, 2026)], now)[0]).toMatchObject({
      level: "red",
      href: "/members/1/card",
    });
    expect(cardAlerts(1, recurring(true), [card(6, 2026)], now)).toEqual([]);
    expect(cardAlerts(1, recurring(false), [card(6, 2027)], now)[0]).toMatchObject({ level: "amber" });
    expect(cardAlerts(1, { rcpCardId: null, verified: false } as RecurringCard, [], now)).toEqual([]);
  });

  it("waiting lists: one amber alert per session not yet started, linking to that session's list", () => {
    const place = (bookingId: number, startDateTime: string): MemberAlertListPlace => ({
      bookingId,
      activityId: "YOGA",
      activityName: "Yoga",
      siteId: "LEEDS",
      startDateTime,
      endDateTime: startDateTime,
      alertListPosition: 2,
      joinedOn: "2026-06-01T09:00:00Z",
    });
    const alerts = waitingListAlerts([place(7, "2026-06-14T18:00:00Z"), place(8, "2026-06-16T23:30:00Z")], now);
    expect(alerts).toEqual([
      {
        level: "amber",
        text: "On a waiting list: Yoga, Wed, 17/06/2026 00:30 (position 2).",
        href: "/bookings/waiting-lists?site=LEEDS&date=2026-06-17&session=8",
        linkLabel: "Open the waiting list for Yoga on Wed, 17/06/2026",
      },
    ]);
  });
});
