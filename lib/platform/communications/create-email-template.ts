import { eq } from "drizzle-orm";
import { route, reply } from "../http/route";
import { PlatformError } from "../http/errors";
import { emailTemplates, templateTypes } from "../db/schema";
import { createEmailTemplateRequest, emailTemplateSetup } from "@/lib/contract/communications";
import { communicationsGate, findQuery, renderSetup } from "./email-template-setup-view";
import { bodyProp, positiveInt32 } from "../http/input";

const bad = (message: string) => PlatformError.text(400, message);

/** The body (names in any case), in the spec's order: the three required fields, then the length limits. */
function readCreateBody(body: unknown) {
  const queryId = positiveInt32(bodyProp(body, "queryId"));
  if (queryId === undefined) throw bad("QueryId must be specified");
  const templateTypeId = bodyProp(body, "templateTypeId");
  if (typeof templateTypeId !== "string" || templateTypeId.trim() === "") throw bad("TemplateTypeId must be specified");
  const description = bodyProp(body, "description");
  if (typeof description !== "string" || description.trim() === "") throw bad("Description must be specified");
  if (templateTypeId.length > 15) throw bad("TemplateTypeId cannot be more than 15 characters");
  if (description.length > 255) throw bad("Description cannot be more than 255 characters");
  return { queryId, templateTypeId, description };
}

/** The create-and-retrieve counterpart of endpoint 18: a new template bound to a query and a type. */
export const createEmailTemplate = route(
  {
    method: "post",
    path: "/api/communications/email-template-setup",
    summary: "Create an email template and retrieve its setup",
    description:
      "Body { queryId, templateTypeId, description }. 201 with the new template's EmailTemplateSetup (config null, html empty). " +
      "Plain-text failures in this order: QueryId must be specified, TemplateTypeId must be specified, Description must be specified, " +
      "length limits (templateTypeId 15, description 255), 404 Query with id {queryId} does not exist., 404 Template type '{templateTypeId}' does not exist.",
    tags: ["Communications"],
    ...communicationsGate,
    input: { body: { schema: createEmailTemplateRequest, parse: readCreateBody } },
    responses: {
      201: { description: "EmailTemplateSetup of the new template", schema: emailTemplateSetup },
      400: { description: "Plain text", kind: "text" },
      404: { description: "Plain text", kind: "text" },
    },
  },
  async (ctx) => {
    const { queryId, templateTypeId, description } = ctx.input.body;
    const query = await findQuery(ctx.db, queryId);
    if (!query) throw PlatformError.text(404, `Query with id ${queryId} does not exist.`);
    const [type] = await ctx.db.select().from(templateTypes).where(eq(templateTypes.id, templateTypeId));
    if (!type) throw PlatformError.text(404, `Template type '${templateTypeId}' does not exist.`);
    const [template] = await ctx.db.transaction((tx) =>
      tx
        .insert(emailTemplates)
        .values({ description, queryId, templateTypeId: type.id, config: null, html: "" })
        .returning(),
    );
    return reply.json(await renderSetup(ctx.db, template, query, template.id), 201);
  },
);
