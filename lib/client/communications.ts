import type {
  CreateEmailTemplateRequest,
  EmailTemplateSetup,
  EmailTemplateSummary,
  SampleValues,
  SaveEmailTemplateRequest,
  TemplateQuery,
  TemplateType,
} from "@/lib/contract/communications";
import { platformJson, type Caller } from "./transport";

/** The typed platform client of the communications area: one function per endpoint. */

/** PUT /api/communications/email-template-setup (endpoint 18): reads the setup; changes nothing. */
export const readEmailTemplateSetup = (caller: Caller, templateId: number) =>
  platformJson<EmailTemplateSetup>(caller, {
    method: "PUT",
    path: "/api/communications/email-template-setup",
    body: { templateId },
  });

/** POST /api/communications/email-template-setup: creates a template and returns its setup (201). */
export const createEmailTemplate = (caller: Caller, body: CreateEmailTemplateRequest) =>
  platformJson<EmailTemplateSetup>(caller, { method: "POST", path: "/api/communications/email-template-setup", body });

/** PUT /api/communications/email-templates/{templateId}: saves editor content (204). */
export const saveEmailTemplate = (caller: Caller, templateId: number, body: SaveEmailTemplateRequest) =>
  platformJson<void>(caller, { method: "PUT", path: `/api/communications/email-templates/${templateId}`, body });

export const listEmailTemplates = (caller: Caller) =>
  platformJson<EmailTemplateSummary[]>(caller, { method: "GET", path: "/api/communications/email-templates" });

export const listTemplateQueries = (caller: Caller) =>
  platformJson<TemplateQuery[]>(caller, { method: "GET", path: "/api/communications/queries" });

export const listTemplateTypes = (caller: Caller) =>
  platformJson<TemplateType[]>(caller, { method: "GET", path: "/api/communications/template-types" });

/** GET /api/communications/sample-values (extension): a sample member's data by placeholder name. */
export const readSampleValues = (caller: Caller, memberId?: string) =>
  platformJson<SampleValues>(caller, { method: "GET", path: "/api/communications/sample-values", query: { memberId } });
