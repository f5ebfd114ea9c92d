/**
 * The editor form's checks of a schedule draft (schedule-draft.ts holds the draft itself). Apart, so zod
 * loads with the form, not with the sheet.
 */
import { z } from "zod";
import { dayName } from "@frontdesk/lib/contract/booking-sheets";

const time = z.string().regex(/^\d{2}:\d{2}$/, "Enter a time as HH:mm.");
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date.");

export const scheduleDraft = z
  .object({
    productIds: z.array(z.string()).min(1, "Choose at least one product."),
    timeBandId: z.string().min(1, "Choose a time band."),
    startDate: date,
    untilDate: date,
    startTime: time,
    endTime: time,
    /** Once: a one-off block (the platform's Daily on a single date); Yearly: Monthly by date every 12 months */
    frequency: z.enum(["Once", "Daily", "Weekly", "Monthly", "Yearly"]),
    recursEvery: z.number().int().min(1, "Must be 1 or more."),
    monthlyType: z.enum(["ByDate", "ByDay"]),
    recursOn: z.number().int().min(1).max(5),
    days: z.array(dayName),
    exclusionDates: z.array(date),
    notes: z.string(),
  })
  .superRefine((d, ctx) => {
    if (d.frequency !== "Once" && d.untilDate < d.startDate)
      ctx.addIssue({ code: "custom", path: ["untilDate"], message: "The last date must be on or after the first." });
    if (d.endTime <= d.startTime)
      ctx.addIssue({
        code: "custom",
        path: ["endTime"],
        message: "The end time must be after the start time (no crossing midnight).",
      });
    if (d.frequency === "Weekly" && d.days.length === 0)
      ctx.addIssue({ code: "custom", path: ["days"], message: "Choose at least one day." });
    if (d.frequency === "Monthly" && d.monthlyType === "ByDay" && d.days.length !== 1)
      ctx.addIssue({ code: "custom", path: ["days"], message: "Choose exactly one day." });
  });
