import { z } from "zod";
import {
  createEmailTemplateRequest,
  emailTemplateSetup,
  emailTemplateSummary,
  sampleValues,
  saveEmailTemplateRequest,
  templateQuery,
  templateType,
} from "@frontdesk/lib/contract/communications";
import { endpoint } from "./endpoint";
import { memberIdParam, templateIdParam } from "./params";

/** The BFF's communications endpoints: app/api/communications/** (one declaration each; lib/api/endpoint.ts). */
const base = "/api/communications";

export const communicationApi = {
  templates: endpoint({
    method: "GET",
    path: `${base}/email-templates`,
    permission: "communications.manage",
    response: z.array(emailTemplateSummary),
  }),
  /** Creates a template bound to a query and a type; answers its setup (201). */
  createTemplate: endpoint({
    method: "POST",
    path: `${base}/email-templates`,
    permission: "communications.manage",
    body: createEmailTemplateRequest,
    response: emailTemplateSetup,
  }),
  /** Endpoint 18 (the platform's PUT that only reads) behind a plain GET; placeholders rebuilt on every read. */
  template: endpoint({
    method: "GET",
    path: `${base}/email-templates/[templateId]`,
    permission: "communications.manage",
    params: { templateId: templateIdParam },
    response: emailTemplateSetup,
    versioned: true,
  }),
  /** Saves the editor content (or binds another query); 412 if it changed since read; answers the setup as stored. */
  saveTemplate: endpoint({
    method: "PUT",
    path: `${base}/email-templates/[templateId]`,
    permission: "communications.manage",
    params: { templateId: templateIdParam },
    body: saveEmailTemplateRequest,
    response: emailTemplateSetup,
    versioned: true,
  }),
  queries: endpoint({
    method: "GET",
    path: `${base}/queries`,
    permission: "communications.manage",
    response: z.array(templateQuery),
  }),
  templateTypes: endpoint({
    method: "GET",
    path: `${base}/template-types`,
    permission: "communications.manage",
    response: z.array(templateType),
  }),
  /** A sample member's data by placeholder name, for the editor's preview (the default sample without memberId). */
  sampleValues: endpoint({
    method: "GET",
    path: `${base}/sample-values`,
    permission: "communications.manage",
    query: z.object({ memberId: memberIdParam.optional() }),
    response: sampleValues,
  }),
};
