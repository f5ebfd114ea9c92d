/** The communications area's operation declarations, without their handlers: what callPlatform reads. */
export { createEmailTemplate } from "./create-email-template.schema";
export {
  listEmailTemplates,
  saveEmailTemplate,
  listTemplateQueries,
  listTemplateTypes,
} from "./email-templates.schema";
export { readEmailTemplateSetup } from "./read-email-template-setup.schema";
export { readSampleValues } from "./sample-values.schema";
