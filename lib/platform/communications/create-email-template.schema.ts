import { operation } from "../http/operation";
import { emailTemplateSetup, createEmailTemplateRequest } from "@frontdesk/lib/contract/communications";
import { PlatformError } from "../http/errors";
import { bodyProp, positiveInt32 } from "../http/input";
import { communicationsGate } from "./email-template-setup-view";

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
export const createEmailTemplate = operation({
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
});
