import { route, reply } from "../http/route";
import { PlatformError } from "../http/errors";
import { emailTemplateSetup, readEmailTemplateSetupRequest } from "@/lib/contract/communications";
import { communicationsGate, findQuery, findTemplate, prop, renderSetup } from "./email-template-setup-view";

/** Endpoint 18: despite the verb, reads a stored template's setup for the editor; nothing changes. */
export const readEmailTemplateSetup = route(
  {
    method: "put",
    path: "/api/communications/email-template-setup",
    summary: "Read email template setup for editing",
    description:
      "Despite the verb nothing is changed. Check order: templateId (missing, 0 or not a whole number: 400 TemplateId must be specified), template exists (404), " +
      "template has a query (400), query exists (404). Placeholders are rebuilt on every call.",
    tags: ["Communications"],
    ...communicationsGate,
    request: { body: readEmailTemplateSetupRequest },
    responses: {
      200: { description: "EmailTemplateSetup", schema: emailTemplateSetup },
      400: { description: "Plain text: TemplateId must be specified / Template for Id {templateId} has no associated query.", contentType: "text/plain" },
      403: { description: "Empty body" },
      404: { description: "Plain text: Template Detail for Id {templateId} does not exist. / Query with id {queryId} does not exist.", contentType: "text/plain" },
    },
  },
  async (ctx) => {
    const raw = prop(await ctx.body(), "templateId");
    if (typeof raw !== "number" || !Number.isInteger(raw) || raw === 0 || Math.abs(raw) > 2_147_483_647) throw PlatformError.text(400, "TemplateId must be specified");
    const templateId = raw;
    const template = await findTemplate(ctx.db, templateId);
    if (!template) throw PlatformError.text(404, `Template Detail for Id ${templateId} does not exist.`);
    if (template.queryId === null) throw PlatformError.text(400, `Template for Id ${templateId} has no associated query.`);
    const query = await findQuery(ctx.db, template.queryId);
    if (!query) throw PlatformError.text(404, `Query with id ${template.queryId} does not exist.`);
    return reply.json(await renderSetup(ctx.db, template, query, templateId));
  },
);
