import type { RouteDef } from "../http/route";
import { readEmailTemplateSetup } from "./read-email-template-setup";
import { readSampleValues } from "./sample-values";
import { createEmailTemplate } from "./create-email-template";
import { listEmailTemplates, listTemplateQueries, listTemplateTypes, saveEmailTemplate } from "./email-templates";

export const routes: RouteDef[] = [
  readEmailTemplateSetup,
  createEmailTemplate,
  listEmailTemplates,
  saveEmailTemplate,
  listTemplateQueries,
  listTemplateTypes,
  readSampleValues,
];
