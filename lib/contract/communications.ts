import { z } from "zod";

/** Email template setup (spec: EmailTemplateSetup, endpoint 18) and its create/save counterparts. */
export const emailTemplateSetup = z.object({
  closeDelimiter: z.literal("]]"),
  openDelimiter: z.literal("[["),
  /** saved editor configuration JSON, verbatim; null when never saved */
  config: z.string().nullable(),
  description: z.string(),
  templateName: z.string(),
  /** comma-separated Label:Placeholder pairs */
  placeholders: z.string(),
  templateId: z.string(),
  queryId: z.string(),
  templateTypeId: z.string(),
  html: z.string(),
  previewOnly: z.literal(false),
});
export type EmailTemplateSetup = z.infer<typeof emailTemplateSetup>;

export const readEmailTemplateSetupRequest = z.object({ templateId: z.number({ error: "TemplateId must be specified" }).int().positive("TemplateId must be specified") });
export type ReadEmailTemplateSetupRequest = z.infer<typeof readEmailTemplateSetupRequest>;

export const createEmailTemplateRequest = z.object({
  queryId: z.number({ error: "QueryId must be specified" }).int().positive("QueryId must be specified"),
  templateTypeId: z.string({ error: "TemplateTypeId must be specified" }).min(1, "TemplateTypeId must be specified").max(15, "TemplateTypeId cannot be more than 15 characters"),
  description: z.string({ error: "Description must be specified" }).trim().min(1, "Description must be specified").max(255, "Description cannot be more than 255 characters"),
});
export type CreateEmailTemplateRequest = z.infer<typeof createEmailTemplateRequest>;

export const saveEmailTemplateRequest = z.object({
  /** the editor's configuration JSON as a string, stored verbatim */
  config: z.string().nullable().optional(),
  html: z.string().optional(),
  description: z.string().trim().min(1, "Description must be specified").max(255, "Description cannot be more than 255 characters").optional(),
});
export type SaveEmailTemplateRequest = z.infer<typeof saveEmailTemplateRequest>;

export const emailTemplateSummary = z.object({
  id: z.number().int(),
  description: z.string(),
  queryId: z.number().int().nullable(),
  templateTypeId: z.string(),
  /** false until editor content was first saved (config null) */
  saved: z.boolean(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummary>;

export const templateQuery = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(["tables", "sql"]), tables: z.array(z.string()), columns: z.array(z.string()) });
export type TemplateQuery = z.infer<typeof templateQuery>;

export const templateType = z.object({ id: z.string(), description: z.string() });
export type TemplateType = z.infer<typeof templateType>;

/** Splits the placeholders string into { label, placeholder } pairs (the editor's insertable chips). */
export function parsePlaceholders(placeholders: string): { label: string; placeholder: string }[] {
  return placeholders
    .split(",")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.lastIndexOf(":");
      return at < 0 ? { label: pair, placeholder: pair } : { label: pair.slice(0, at), placeholder: pair.slice(at + 1) };
    });
}
