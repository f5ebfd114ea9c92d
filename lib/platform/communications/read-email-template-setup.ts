import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { findQuery, findTemplate, renderSetup } from "./email-template-setup-view";
import * as declared from "./read-email-template-setup.schema";

/** Endpoint 18: despite the verb, reads a stored template's setup for the editor; nothing changes. */
export const readEmailTemplateSetup = route(declared.readEmailTemplateSetup, async (ctx) => {
  const { templateId } = ctx.input.body;
  const template = await findTemplate(ctx.db, templateId);
  if (!template) throw PlatformError.text(404, `Template Detail for Id ${templateId} does not exist.`);
  if (template.queryId === null)
    throw PlatformError.text(400, `Template for Id ${templateId} has no associated query.`);
  const query = await findQuery(ctx.db, template.queryId);
  if (!query) throw PlatformError.text(404, `Query with id ${template.queryId} does not exist.`);
  return ctx.answer(200, await renderSetup(ctx.db, template, query, templateId));
});
