import { eq, inArray, sql } from "drizzle-orm";
import { PlatformError, type FieldErrors } from "../http/errors";
import type { Executor } from "../db/client";
import { bodyProp, int32Max } from "../http/input";
import { bookingDiscountUsages, discounts, promoCodeDiscounts, promoCodes } from "../db/schema";
import { promoCodeLimits, type PromoCode } from "@frontdesk/lib/contract/promotions";

/** Endpoint 17 has no gate in the spec: the operator product plus the features of the staff who run promotions. */
export const promoGate = { products: ["FOH"], features: ["FOHGENERIC", "BOOKINGDISCOUNTS"] };
export const promoGateDescription =
  "The spec names no products or features for promotion codes; this sandbox uses product FOH and features FOHGENERIC, BOOKINGDISCOUNTS (any one is enough).";

interface PromoCodeFields {
  code?: string;
  validFrom?: string;
  validTo?: string;
  maxUsages?: number;
  active?: boolean;
  autoApply?: boolean;
  discountIds?: number[];
}

const typeError = (field: string, type: string) =>
  `The JSON value could not be converted to ${type}. Path: $.${field[0].toLowerCase()}${field.slice(1)}`;

/**
 * Date part of an ISO date or date-time; a stated offset is converted to UTC first.
 * undefined when the text is not a real date.
 */
export function datePart(value: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
    value.trim(),
  );
  if (!m) return undefined;
  const [, y, mo, d, h = "00", mi = "00", s = "00", zone] = m;
  const calendar = new Date(Date.UTC(+y, +mo - 1, +d));
  if (
    calendar.getUTCFullYear() !== +y ||
    calendar.getUTCMonth() !== +mo - 1 ||
    calendar.getUTCDate() !== +d ||
    +h > 23 ||
    +mi > 59 ||
    +s > 59
  )
    return undefined;
  if (!zone || zone.toUpperCase() === "Z") return `${y}-${mo}-${d}`;
  const instant = new Date(
    `${y}-${mo}-${d}T${h}:${mi}:${s}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`,
  );
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString().slice(0, 10);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Request validation of the create body (partial: the update body, where omitted or null keeps the
 * stored value). Every field's first failure goes into one problem document keyed by field.
 */
export function readPromoCodeBody(raw: unknown, partial: boolean): PromoCodeFields {
  if (raw !== undefined && raw !== null && (typeof raw !== "object" || Array.isArray(raw))) {
    throw PlatformError.problem(400, { body: ["The request body must be a JSON object."] });
  }
  const body = (raw ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const out: PromoCodeFields = {};
  const absent = (v: unknown) => v === undefined || v === null;

  const code = bodyProp(body, "code");
  const blank = typeof code === "string" && code.trim() === "";
  if (absent(code) || blank) {
    if (!partial || blank) errors.Code = ["The field 'Code' is a mandatory field"];
  } else if (typeof code !== "string") errors.Code = [typeError("Code", "System.String")];
  else if (code.length > promoCodeLimits.code) errors.Code = ["The field 'Code' can not exceed 25 characters"];
  else out.code = code;

  for (const [field, name] of [
    ["ValidFrom", "validFrom"],
    ["ValidTo", "validTo"],
  ] as const) {
    const value = bodyProp(body, name);
    if (absent(value) || value === "") {
      if (!partial || value === "") errors[field] = [`${field} date must be provided`];
    } else {
      const date = typeof value === "string" ? datePart(value) : undefined;
      if (!date) errors[field] = [typeError(field, "System.DateTime")];
      else out[name] = date;
    }
  }

  const maxUsages = bodyProp(body, "maxUsages");
  if (absent(maxUsages)) {
    if (!partial) errors.MaxUsages = ["MaxUsages must be supplied"];
  } else if (typeof maxUsages !== "number" || !Number.isInteger(maxUsages) || Math.abs(maxUsages) > int32Max)
    errors.MaxUsages = [typeError("MaxUsages", "System.Int32")];
  else if (maxUsages < 0) errors.MaxUsages = ["Max Usages must be 0 or greater"];
  else out.maxUsages = maxUsages;

  for (const [field, name] of [
    ["Active", "active"],
    ["AutoApply", "autoApply"],
  ] as const) {
    const value = bodyProp(body, name);
    if (absent(value)) {
      if (!partial) errors[field] = [`${field} must be supplied`];
    } else if (typeof value !== "boolean") errors[field] = [typeError(field, "System.Boolean")];
    else out[name] = value;
  }

  const ids = bodyProp(body, "discountIds");
  if (absent(ids) || (Array.isArray(ids) && ids.length === 0)) {
    if (!partial || Array.isArray(ids)) errors.DiscountIds = ["At least one discount ID must be supplied"];
  } else if (
    !Array.isArray(ids) ||
    !ids.every((id) => typeof id === "number" && Number.isInteger(id) && Math.abs(id) <= int32Max)
  ) {
    errors.DiscountIds = [typeError("DiscountIds", "System.Collections.Generic.List`1[System.Int32]")];
  } else out.discountIds = [...new Set(ids as number[])];

  if (Object.keys(errors).length) throw PlatformError.problem(400, errors);
  return out;
}

/**
 * The plain-text rules after request validation, in this order: blank spaces in the code, the
 * validity window against today (UTC) and each other, then unknown discount ids (nothing written).
 * On update only the supplied dates are checked against today; the window uses the merged values.
 */
export async function checkPromoCodeRules(
  db: Executor,
  fields: PromoCodeFields,
  stored?: { validFrom: string; validTo: string },
) {
  if (fields.code !== undefined && /\s/.test(fields.code))
    throw PlatformError.text(400, "Promo-code code can not have any blank spaces.");
  const today = todayUtc();
  if (fields.validTo !== undefined && fields.validTo <= today)
    throw PlatformError.text(400, "The Valid To date must be a future date.");
  if (fields.validFrom !== undefined && fields.validFrom < today)
    throw PlatformError.text(400, "The Valid From date must be from today onwards.");
  const from = fields.validFrom ?? stored?.validFrom;
  const to = fields.validTo ?? stored?.validTo;
  if ((fields.validFrom !== undefined || fields.validTo !== undefined) && from && to && from > to) {
    throw PlatformError.text(400, "The Valid To date must be a future date and after the Valid From date.");
  }
  if (fields.discountIds?.length) {
    const found = new Set(
      (await db.select({ id: discounts.id }).from(discounts).where(inArray(discounts.id, fields.discountIds))).map(
        (d) => d.id,
      ),
    );
    const unknown = fields.discountIds.filter((id) => !found.has(id));
    if (unknown.length)
      throw PlatformError.text(
        400,
        `The following discount IDs do not exist and can not be mapped to a promo-code: ${unknown.join(", ")}`,
      );
  }
}

/**
 * How often a code has been used: maxUsages - usagesRemaining for a limited code; for an unlimited
 * one (usagesRemaining stays 0) the booking-discount usage records under its code string.
 */
export async function usesOf(db: Executor, stored: typeof promoCodes.$inferSelect): Promise<number> {
  if (stored.maxUsages > 0) return stored.maxUsages - stored.usagesRemaining;
  const [row] = await db
    .select({ uses: sql<number>`count(distinct ${bookingDiscountUsages.usageId})::int` })
    .from(bookingDiscountUsages)
    .where(eq(bookingDiscountUsages.promotionCode, stored.code));
  return row?.uses ?? 0;
}

/**
 * An update may not contradict the uses already made (extension rules, plain text, after the
 * creation rules): a used code keeps its code string (usage history is recorded under it), and a
 * limit may not go below the uses so far.
 */
export function checkAgainstUses(fields: PromoCodeFields, stored: typeof promoCodes.$inferSelect, uses: number) {
  if (uses === 0) return;
  if (fields.code !== undefined && fields.code !== stored.code)
    throw PlatformError.text(
      400,
      `The code of a promo-code that has been used can not be changed (used ${uses} times).`,
    );
  if (fields.maxUsages !== undefined && fields.maxUsages > 0 && fields.maxUsages < uses)
    throw PlatformError.text(400, `Max Usages can not be less than the ${uses} times the promo-code has been used.`);
}

export const duplicateCode = (code: string, id: number) =>
  PlatformError.text(409, `A promo-code with the code '${code}' already exists with an ID of ${id}`);

/** The code holding this code string, compared case-insensitively. */
export async function findByCode(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = lower(${code})`)
    .limit(1);
  return row;
}

/** Dates keep only the date part: rendered as midnight UTC. */
const renderDate = (date: string) => `${date}T00:00:00Z`;

/** The promo-code read shape of sandbox-contract §5, for any number of codes in two queries. */
export async function renderPromoCodes(db: Executor, rows: (typeof promoCodes.$inferSelect)[]): Promise<PromoCode[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(promoCodeDiscounts)
    .where(
      inArray(
        promoCodeDiscounts.promoCodeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(promoCodeDiscounts.promoCodeId, promoCodeDiscounts.discountId);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    validFrom: renderDate(r.validFrom),
    validTo: renderDate(r.validTo),
    maxUsage: r.maxUsages,
    usagesRemaining: r.usagesRemaining,
    active: r.active,
    autoApply: r.autoApply,
    discountIds: links.filter((l) => l.promoCodeId === r.id).map((l) => l.discountId),
  }));
}
