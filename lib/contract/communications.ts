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

export const readEmailTemplateSetupRequest = z.object({
  templateId: z.number({ error: "TemplateId must be specified" }).int().positive("TemplateId must be specified"),
});

export const createEmailTemplateRequest = z.object({
  queryId: z.number({ error: "QueryId must be specified" }).int().positive("QueryId must be specified"),
  templateTypeId: z
    .string({ error: "TemplateTypeId must be specified" })
    .min(1, "TemplateTypeId must be specified")
    .max(15, "TemplateTypeId cannot be more than 15 characters"),
  description: z
    .string({ error: "Description must be specified" })
    .trim()
    .min(1, "Description must be specified")
    .max(255, "Description cannot be more than 255 characters"),
});
export type CreateEmailTemplateRequest = z.infer<typeof createEmailTemplateRequest>;

export const saveEmailTemplateRequest = z.object({
  /** the editor's configuration JSON as a string, stored verbatim (Frontdesk keeps the subject line in it) */
  config: z.string().nullable().optional(),
  html: z.string().optional(),
  description: z
    .string()
    .trim()
    .min(1, "Description must be specified")
    .max(255, "Description cannot be more than 255 characters")
    .optional(),
  /** binds the template to another data query (the way back for a template whose query was removed) */
  queryId: z.number({ error: "QueryId must be specified" }).int().positive("QueryId must be specified").optional(),
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

export const templateQuery = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(["tables", "sql"]),
  tables: z.array(z.string()),
  columns: z.array(z.string()),
});

export const templateType = z.object({ id: z.string(), description: z.string() });

/** Splits the placeholders string into { label, placeholder } pairs (the editor's insertable chips). */
export function parsePlaceholders(placeholders: string): { label: string; placeholder: string }[] {
  return placeholders
    .split(",")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.lastIndexOf(":");
      return at < 0
        ? { label: pair, placeholder: pair }
        : { label: pair.slice(0, at), placeholder: pair.slice(at + 1) };
    });
}

/** Extension: what a sample member's data puts in each placeholder the platform can fill. */
export const sampleValues = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  values: z.record(z.string(), z.string()),
});

/** The subject line's limit (an email subject longer than this is cut by most mail programs anyway). */
const subjectMax = 255;

/**
 * The editor's form: subject line and HTML body. The subject is kept in the template's editor
 * configuration (EmailTemplateSetup.config is the editor's JSON, stored verbatim), so the spec's
 * EmailTemplateSetup shape is unchanged.
 */
export const templateEditorForm = z.object({
  subject: z
    .string()
    .trim()
    .min(1, "Enter a subject line.")
    .max(subjectMax, `Keep the subject line to ${subjectMax} characters or fewer.`),
  html: z.string(),
});
export type TemplateEditorForm = z.infer<typeof templateEditorForm>;

/** The subject line kept in a saved editor configuration ("" when none: never saved, or another editor's JSON). */
export function subjectOf(config: string | null): string {
  if (!config) return "";
  try {
    const parsed: unknown = JSON.parse(config);
    return parsed && typeof parsed === "object" && "subject" in parsed && typeof parsed.subject === "string"
      ? parsed.subject
      : "";
  } catch {
    return "";
  }
}

/** The editor configuration Frontdesk saves: its subject line and the placeholders in use. */
export const editorConfig = (subject: string, placeholders: string[]) =>
  JSON.stringify({ editor: "frontdesk-html", version: 2, subject, placeholders });

/**
 * Writes each [[Placeholder]] as `valueOf(placeholder)`; a placeholder it answers undefined for stays
 * as written. Delimiters come from the setup (always [[ and ]]).
 */
export function fillPlaceholders(
  text: string,
  valueOf: (placeholder: string) => string | undefined,
  open = "[[",
  close = "]]",
): string {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(
    new RegExp(`${escape(open)}([^\\[\\]]+?)${escape(close)}`, "g"),
    (whole, name: string) => valueOf(name.trim()) ?? whole,
  );
}
