import { route, reply } from "../http/route";
import { PlatformError } from "../http/errors";
import { emailTemplateSetup, readEmailTemplateSetupRequest } from "@/lib/contract/communications";
import { bodyProp, int32Max } from "../http/input";
import { communicationsGate, findQuery, findTemplate, renderSetup } from "./email-template-setup-view";

/**
 * The body's templateId (name in any case): a missing body, a missing, 0 or non-integer value, or one
 * past int32 is 400 TemplateId must be specified. A negative id is looked up (and not found: 404).
 */
function readTemplateId(raw: unknown): { templateId: number } {
  const templateId = bodyProp(raw, "templateId");
  if (
    typeof templateId !== "number" ||
    !Number.isInteger(templateId) ||
    templateId === 0 ||
    Math.abs(templateId) > int32Max
  )
    throw PlatformError.text(400, "TemplateId must be specified");
  return { templateId };
}

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
    input: { body: { schema: readEmailTemplateSetupRequest, parse: readTemplateId } },
    responses: {
      200: { description: "EmailTemplateSetup", schema: emailTemplateSetup },
      400: {
        description: "Plain text: TemplateId must be specified / Template for Id {templateId} has no associated query.",
        kind: "text",
      },
      404: {
        description:
          "Plain text: Template Detail for Id {templateId} does not exist. / Query with id {queryId} does not exist.",
        kind: "text",
      },
    },
  },
  async (ctx) => {
    const { templateId } = ctx.input.body;
    const template = await findTemplate(ctx.db, templateId);
    if (!template) throw PlatformError.text(404, `Template Detail for Id ${templateId} does not exist.`);
    if (template.queryId === null)
      throw PlatformError.text(400, `Template for Id ${templateId} has no associated query.`);
    const query = await findQuery(ctx.db, template.queryId);
    if (!query) throw PlatformError.text(404, `Query with id ${template.queryId} does not exist.`);
    return reply.json(await renderSetup(ctx.db, template, query, templateId));
  },
);
