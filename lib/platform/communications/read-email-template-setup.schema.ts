import { operation } from "../http/operation";
import { emailTemplateSetup, readEmailTemplateSetupRequest } from "@frontdesk/lib/contract/communications";
import { PlatformError } from "../http/errors";
import { int32Max, bodyProp } from "../http/input";
import { communicationsGate } from "./email-template-setup-view";

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
export const readEmailTemplateSetup = operation({
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
});
