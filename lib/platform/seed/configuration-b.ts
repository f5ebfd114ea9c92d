import type { Executor } from "../db/client";
import { sealAppSecret } from "../db/sealed-columns";
import {
  activities,
  bookingDiscountUsages,
  bookings,
  discounts,
  environmentAppVersions,
  environments,
  mobileAppIdentifiers,
  mobileAppVersions,
  promoCodeDiscounts,
  promoCodes,
} from "../db/schema";
import { bookingIdRanges, memberIds, random, siteIds, type SeedSize } from "./ids";

/**
 * Demo data of promotion codes, discounts, booking-discount usage and mobile-app identifiers
 * (configuration, part b). Ids are explicit so the fixtures manifest is built from constants.
 */
export const discountIds = { tenPercent: 1, juniorHalf: 2, staff: 3, offPeak: 4, guestPass: 5 };
export const promoCodeIds = { summer: 1, bulk: 2, winterInactive: 3, staffAuto: 4, expiredInactive: 5 };
export const discountActivityIds = { swim: "DISCSWIM", yoga: "DISCYOGA" };
export const environmentIds = { sandbox: 9001 };

const summer = { code: "SUMMER25", usages: 6 };
const bulk = { code: "BULK60", usages: 60 };

export async function seed(tx: Executor, _size: SeedSize) {
  await tx.insert(discounts).values([
    { id: discountIds.tenPercent, description: "10% off", percentOff: "10.00" },
    { id: discountIds.juniorHalf, description: "Half price juniors", percentOff: "50.00" },
    { id: discountIds.staff, description: "Staff 20% off", percentOff: "20.00" },
    { id: discountIds.offPeak, description: "Off-peak 15% off", percentOff: "15.00" },
    { id: discountIds.guestPass, description: "Free guest pass", percentOff: "100.00" },
  ]);
  await tx.insert(promoCodes).values([
    {
      id: promoCodeIds.summer,
      code: summer.code,
      validFrom: "2026-06-01",
      validTo: "2030-12-31",
      maxUsages: 100,
      usagesRemaining: 100 - summer.usages,
      active: true,
      autoApply: false,
    },
    {
      id: promoCodeIds.bulk,
      code: bulk.code,
      validFrom: "2026-01-01",
      validTo: "2030-12-31",
      maxUsages: 0,
      usagesRemaining: 0,
      active: true,
      autoApply: false,
    },
    {
      id: promoCodeIds.winterInactive,
      code: "WINTER10",
      validFrom: "2026-12-01",
      validTo: "2031-03-01",
      maxUsages: 50,
      usagesRemaining: 50,
      active: false,
      autoApply: false,
    },
    {
      id: promoCodeIds.staffAuto,
      code: "STAFF20",
      validFrom: "2026-01-01",
      validTo: "2031-01-01",
      maxUsages: 0,
      usagesRemaining: 0,
      active: true,
      autoApply: true,
    },
    {
      id: promoCodeIds.expiredInactive,
      code: "SPRING15",
      validFrom: "2026-03-01",
      validTo: "2026-06-01",
      maxUsages: 200,
      usagesRemaining: 200,
      active: false,
      autoApply: false,
    },
  ]);
  await tx.insert(promoCodeDiscounts).values([
    { promoCodeId: promoCodeIds.summer, discountId: discountIds.tenPercent },
    { promoCodeId: promoCodeIds.summer, discountId: discountIds.juniorHalf },
    { promoCodeId: promoCodeIds.bulk, discountId: discountIds.offPeak },
    { promoCodeId: promoCodeIds.winterInactive, discountId: discountIds.tenPercent },
    { promoCodeId: promoCodeIds.staffAuto, discountId: discountIds.staff },
    { promoCodeId: promoCodeIds.expiredInactive, discountId: discountIds.offPeak },
  ]);

  // Activities and bookings of the usage history: activity ids start DISC, booking ids from 900,000.
  await tx.insert(activities).values([
    {
      id: discountActivityIds.swim,
      name: "Discounted swim",
      description: "Lane swimming booked with a promotion code",
      kind: "class",
      siteId: siteIds.main,
      capacity: 30,
    },
    {
      id: discountActivityIds.yoga,
      name: "Discounted yoga",
      description: "Yoga class booked with a promotion code",
      kind: "class",
      siteId: siteIds.main,
      capacity: 20,
    },
  ]);
  const rng = random(917);
  const sessions: (typeof bookings.$inferInsert)[] = [];
  const usages: (typeof bookingDiscountUsages.$inferInsert)[] = [];
  const fillerMembers = Array.from({ length: 40 }, (_, i) => 2000 + i * 7);
  const total = summer.usages + bulk.usages;
  for (let n = 0; n < total; n++) {
    const usageId = 1 + n;
    const bookingId = bookingIdRanges.discountUsage + n;
    const code = n < summer.usages ? summer.code : bulk.code;
    const activityId = n < summer.usages ? discountActivityIds.yoga : discountActivityIds.swim;
    const start = new Date(Date.UTC(2026, 0, 5 + n, 9 + (n % 8), 0, 0));
    const end = new Date(start.getTime() + 60 * 60 * 1000);
    sessions.push({
      id: bookingId,
      activityId,
      siteId: siteIds.main,
      startDateTime: start,
      endDateTime: end,
      capacity: 20,
    });
    // every third usage is a family booking: one usage id, one entry per member
    const party =
      n % 3 === 0
        ? [memberIds.guardian, memberIds.dependant]
        : [n < summer.usages ? memberIds.unlinked : rng.pick(fillerMembers)];
    const perHead = party.length === 2 ? [1250, 650] : [rng.pick([900, 1250, 1575])];
    const original = perHead.reduce((a, b) => a + b, 0);
    const discounted = Math.round(original * (code === summer.code ? 0.9 : 0.85));
    for (const memberId of party) {
      usages.push({
        usageId,
        promotionCode: code,
        priceLevelCombo: party.length === 2 ? "[ADULT,JUNIOR]" : "[ADULT]",
        originalPrice: (original / 100).toFixed(2),
        discountedPrice: (discounted / 100).toFixed(2),
        discountSalesInvoiceId: 500_000 + usageId,
        memberId,
        bookingId,
        bookingRef: n < 10 ? null : 70_000 + usageId,
        activityId,
        bookingStartDateTime: start,
        bookingEndDateTime: end,
      });
    }
  }
  await tx.insert(bookings).values(sessions);
  await tx.insert(bookingDiscountUsages).values(usages);

  // Mobile-app identifiers with versions; secrets drawn from a seeded sequence so reloads match.
  const secret = () =>
    sealAppSecret(
      Array.from(
        { length: 256 },
        () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[rng.int(0, 63)],
      ).join(""),
    );
  await tx.insert(mobileAppIdentifiers).values([
    { id: 1, appBundleId: "com.leedsleisure.members", oneSignalAppId: "8f2c1d4e-5a6b-4c7d-9e0f-1a2b3c4d5e6f" },
    { id: 2, appBundleId: "uk.co.harrogatespa.app", oneSignalAppId: "1b9e7c3a-2d4f-4e6a-8b0c-9d1e2f3a4b5c" },
  ]);
  await tx.insert(mobileAppVersions).values([
    { id: 1, identifierId: 1, appVersion: "1.0", appSecret: secret() },
    { id: 2, identifierId: 1, appVersion: "1.4.2", appSecret: secret() },
    { id: 3, identifierId: 1, appVersion: "2.0.0.17", appSecret: secret() },
    { id: 4, identifierId: 2, appVersion: "3.2", appSecret: secret() },
  ]);
  await tx.insert(environments).values([{ id: environmentIds.sandbox, name: "Leeds Leisure sandbox" }]);
  await tx.insert(environmentAppVersions).values([
    { environmentId: environmentIds.sandbox, versionId: 2 },
    { environmentId: environmentIds.sandbox, versionId: 3 },
  ]);
}

/** This part's fixtures (sandbox-contract §4). */
export const fixtures = {
  environmentId: environmentIds.sandbox,
  discountIds: Object.values(discountIds),
  promotionCode: summer.code,
  discountUsage: { activityId: discountActivityIds.swim, promotionCodeWithOver50Usages: bulk.code },
};
