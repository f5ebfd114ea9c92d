import { z } from "zod";

/** How a member came in: their card scanned, found by name, or let in anyway by staff with a reason. */
export const visitMethods = ["scan", "name", "override"] as const;
export type VisitMethod = (typeof visitMethods)[number];

/** A second scan of the same member at the same site within this many minutes is the same visit. */
export const repeatScanMinutes = 5;

/** A member's visit to a site (a platform extension: the spec's platform records no visits). */
export const visit = z.object({
  visitId: z.number().int(),
  memberId: z.number().int(),
  siteId: z.string(),
  visitedAt: z.string(),
  method: z.enum(visitMethods),
  overrideReason: z.string().nullable(),
  letInBy: z.string(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
  undoReason: z.string().nullable(),
});
export type Visit = z.infer<typeof visit>;

const reason = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(3, { error: `${what} must be at least 3 characters` })
    .max(500, { error: `${what} must be at most 500 characters` });

export const recordVisitRequest = z
  .object({
    siteId: z.string({ error: "siteId is required" }).trim().min(1, { error: "siteId is required" }).max(15),
    memberId: z
      .number({ error: "memberId must be a positive whole number" })
      .int({ error: "memberId must be a positive whole number" })
      .positive({ error: "memberId must be a positive whole number" })
      .max(2_147_483_647, { error: "memberId must be a positive whole number" })
      .optional(),
    cardNumber: z.string({ error: "cardNumber must be text" }).max(64, { error: "cardNumber is too long" }).optional(),
    method: z.enum(visitMethods, { error: "method must be scan, name or override" }),
    overrideReason: reason("overrideReason").optional(),
  })
  .refine((b) => (b.memberId === undefined) !== (b.cardNumber === undefined), {
    error: "Give either memberId or cardNumber",
  })
  .refine((b) => b.method !== "override" || b.overrideReason !== undefined, {
    error: "overrideReason is required to let a member in anyway",
  });
export type RecordVisitRequest = z.infer<typeof recordVisitRequest>;

export const recordVisitResult = z.object({
  visit,
  /** true: the member was already in (a scan within `repeatScanMinutes`): `visit` is that visit, nothing new */
  alreadyIn: z.boolean(),
});

export const undoVisitRequest = z.object({ reason: reason("reason") });

export const siteVisitsDay = z.object({
  siteId: z.string(),
  date: z.string(),
  /** visits that count (not undone) */
  total: z.number().int(),
  byHour: z.array(z.object({ hour: z.number().int(), count: z.number().int() })),
  /** newest first, undone ones included (marked) */
  visits: z.array(visit),
});

export const memberCard = z.object({
  memberId: z.number().int(),
  cardNumber: z.string(),
  issuedAt: z.string(),
});

export const assignCardRequest = z.object({
  cardNumber: z.string({ error: "cardNumber is required" }).max(64, { error: "cardNumber is too long" }),
});

/**
 * A card number as stored: what a scanner or a person typed, without spaces or dashes, upper case; an all-digit
 * number without its leading zeros (scanners pad some barcodes). Empty when nothing usable is left.
 */
export const normaliseCardNumber = (typed: string) => {
  const compact = typed.replace(/[\s-]+/g, "").toUpperCase();
  return /^\d+$/.test(compact) ? compact.replace(/^0+(?=\d)/, "") : compact;
};
