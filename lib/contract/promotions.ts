import { z } from "zod";
import { calendarDaysBetween } from "@frontdesk/lib/domain/calendar-days";

/**
 * Promotion codes, discounts and booking-discount usage (spec: PromoCode, BookingDiscountUsage,
 * endpoints 12 and 17). One schema for the platform's OpenAPI document, the BFF and the forms.
 */
export const promoCodeLimits = { code: 25 } as const;

/** A date-time or date string; only the date part is kept. */
const dateInput = (required: string) => z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}/, required);

export const createPromoCodeRequest = z.object({
  code: z
    .string({ error: "The field 'Code' is a mandatory field" })
    .min(1, "The field 'Code' is a mandatory field")
    .max(promoCodeLimits.code, "The field 'Code' can not exceed 25 characters")
    .refine((v) => !/\s/.test(v), "Promo-code code can not have any blank spaces."),
  validFrom: dateInput("ValidFrom date must be provided"),
  validTo: dateInput("ValidTo date must be provided"),
  maxUsages: z
    .number({ error: "MaxUsages must be supplied" })
    .int("MaxUsages must be supplied")
    .min(0, "Max Usages must be 0 or greater"),
  active: z.boolean({ error: "Active must be supplied" }),
  autoApply: z.boolean({ error: "AutoApply must be supplied" }),
  discountIds: z
    .array(z.number().int(), { error: "At least one discount ID must be supplied" })
    .min(1, "At least one discount ID must be supplied"),
});
export type CreatePromoCodeRequest = z.infer<typeof createPromoCodeRequest>;

/** Partial update: omitted fields keep their value (switching a code on is { active: true }). */
export const updatePromoCodeRequest = createPromoCodeRequest.partial();
export type UpdatePromoCodeRequest = z.infer<typeof updatePromoCodeRequest>;

/** The promo-code read shape (sandbox-contract §5); dates are midnight UTC of the kept date. */
export const promoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** 0 = unlimited */
  maxUsage: z.number().int(),
  /** starts at maxUsages, so an unlimited code starts at 0 */
  usagesRemaining: z.number().int(),
  active: z.boolean(),
  autoApply: z.boolean(),
  discountIds: z.array(z.number().int()),
});
export type PromoCode = z.infer<typeof promoCode>;

export const discount = z.object({ id: z.number().int(), description: z.string(), percentOff: z.number() });
export type Discount = z.infer<typeof discount>;

export const createDiscountRequest = z.object({
  description: z
    .string({ error: "Description is required." })
    .trim()
    .min(1, "Description is required.")
    .max(255, "Description cannot exceed 255 characters."),
  percentOff: z
    .number({ error: "PercentOff is required." })
    .min(0, "PercentOff must be between 0 and 100.")
    .max(100, "PercentOff must be between 0 and 100."),
});

const bookingDiscountUsage = z.object({
  /** usage record id and pagination cursor; NOT unique in a response */
  id: z.number().int(),
  promotionCode: z.string(),
  priceLevelCombo: z.string(),
  originalPrice: z.number(),
  discountedPrice: z.number(),
  discountSalesInvoiceId: z.number().int(),
  memberId: z.number().int(),
  bookingId: z.number().int(),
  bookingRef: z.number().int().nullable(),
  bookingStartDateTime: z.string().nullable(),
  bookingEndDateTime: z.string().nullable(),
});
export type BookingDiscountUsage = z.infer<typeof bookingDiscountUsage>;

export const bookingDiscountUsagePage = z.object({
  data: z.array(bookingDiscountUsage),
  links: z.object({ next: z.string().nullable() }),
});

export const bookingDiscountUsageQuery = z.object({
  MemberID: z.coerce.number().int().optional(),
  BookingID: z.coerce.number().int().optional(),
  ActivityID: z.string().optional(),
  PromotionCode: z.string().optional(),
  DateFrom: z.string().optional(),
  DateTo: z.string().optional(),
  "continuation-token": z.string().optional(),
  limit: z.coerce.number().int().meta({ minimum: 1 }).optional(), // 0 fails (the Limits table)
});

/**
 * One page of endpoint 12 as the BFF hands it to the browser: the rows, and only the continuation
 * token of the next page (null on the last), which the browser sends back as `continuation`.
 */
export const discountUsagePage = z.object({ data: z.array(bookingDiscountUsage), next: z.string().nullable() });
export type DiscountUsagePage = z.infer<typeof discountUsagePage>;

/** Discount usage over time (the chart): distinct usages and money saved per day or month of the booking's start. */
export const discountUsageOverTime = z.object({
  unit: z.enum(["day", "month"]),
  periods: z.array(z.object({ period: z.string(), usages: z.number().int(), saved: z.number() })),
});
export type UsageOverTime = z.infer<typeof discountUsageOverTime>;

/** Counts each usage (id) once, in the period of its booking's start; days when the span is two months or less. */
export function usageOverTime(rows: readonly BookingDiscountUsage[]): UsageOverTime {
  const dated = rows.filter((r) => r.bookingStartDateTime);
  const days = dated.map((r) => r.bookingStartDateTime!.slice(0, 10)).sort();
  const span = days.length ? calendarDaysBetween(days[0], days[days.length - 1]) : 0;
  const unit = span <= 62 ? "day" : "month";
  const byPeriod = new Map<string, { ids: Set<number>; saved: number }>();
  for (const r of dated) {
    const period = r.bookingStartDateTime!.slice(0, unit === "day" ? 10 : 7);
    const entry = byPeriod.get(period) ?? { ids: new Set<number>(), saved: 0 };
    // several rows of one usage (one per booking member) carry the same whole-combination prices
    if (!entry.ids.has(r.id)) entry.saved += r.originalPrice - r.discountedPrice;
    entry.ids.add(r.id);
    byPeriod.set(period, entry);
  }
  const periods = [...byPeriod.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, e]) => ({ period, usages: e.ids.size, saved: Math.round(e.saved * 100) / 100 }));
  return { unit, periods };
}
