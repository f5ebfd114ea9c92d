import { z } from "zod";
import { locales } from "./locales";

/** A member's language of correspondence: every message to them is written in it where the venue has a template. */
export const memberLanguage = z.object({
  language: z.enum(locales),
  /** false: nobody has set it, so it is the venue's default language */
  chosen: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MemberLanguage = z.infer<typeof memberLanguage>;

export const setMemberLanguageRequest = z.object({
  language: z.enum(locales, { error: "Validation.languageRequired" }),
});
