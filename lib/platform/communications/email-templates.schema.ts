import { operation } from "../http/operation";
import {
  templateType,
  templateQuery,
  saveEmailTemplateRequest,
  emailTemplateSummary,
} from "@frontdesk/lib/contract/communications";
import { z } from "zod";
import { communicationsGate } from "./email-template-setup-view";
import { positiveInt32, bodyProp, objectBody, parseDigitsId, lookupPath } from "../http/input";
import { PlatformError } from "../http/errors";

const tags = ["Communications"];

const bad = (message: string) => PlatformError.text(400, message);

/**
 * The save body (names in any case; an empty body changes nothing; not an object is 400), every
 * 400 before the template's 404. undefined means omitted (kept); config null clears it; html and
 * description null are ignored.
 */
function readSaveBody(raw: unknown): { config?: string | null; html?: string; description?: string; queryId?: number } {
  const body = objectBody("text", raw, {});
  const config = bodyProp(body, "config");
  const html = bodyProp(body, "html");
  const description = bodyProp(body, "description");
  const rawQueryId = bodyProp(body, "queryId");
  if (config !== undefined && config !== null) {
    let valid = typeof config === "string";
    if (valid) {
      try {
        JSON.parse(config as string);
      } catch {
        valid = false;
      }
    }
    if (!valid) throw bad("Config must be a JSON document");
  }
  if (html !== undefined && html !== null && typeof html !== "string") throw bad("Html must be a string");
  if (description !== undefined && description !== null) {
    if (typeof description !== "string" || description.trim() === "") throw bad("Description must be specified");
    if (description.length > 255) throw bad("Description cannot be more than 255 characters");
  }
  const queryId = rawQueryId === undefined || rawQueryId === null ? undefined : positiveInt32(rawQueryId);
  if (queryId === undefined && rawQueryId !== undefined && rawQueryId !== null) throw bad("QueryId must be specified");
  return {
    config: config as string | null | undefined,
    html: typeof html === "string" ? html : undefined,
    description: typeof description === "string" ? description : undefined,
    queryId,
  };
}

/** Every email template, for the template list. */
export const listEmailTemplates = operation({
  method: "get",
  path: "/api/communications/email-templates",
  summary: "List email templates",
  description: "Ordered by id; saved is false until editor content was first saved (config null).",
  tags,
  ...communicationsGate,
  responses: {
    200: { description: "Array of templates", schema: z.array(emailTemplateSummary) },
  },
});

/** Saves the editor's content: config (verbatim JSON text), html and description; omitted keeps. */
export const saveEmailTemplate = operation({
  method: "put",
  path: "/api/communications/email-templates/:templateId",
  summary: "Save an email template's editor content",
  description:
    "Body { config, html, description, queryId }, each optional (omitted keeps the stored value; config null clears it). config must be a string holding a JSON document, stored verbatim. " +
    "queryId binds the template to another data query: the way back for a template whose query was removed (endpoint 18 answers 404 for it until then). " +
    "Plain-text 400s: Config must be a JSON document, Html must be a string, Description must be specified, Description cannot be more than 255 characters, QueryId must be specified (not a positive whole number); " +
    "404 Template Detail for Id {templateId} does not exist., then 404 Query with id {queryId} does not exist.",
  tags,
  ...communicationsGate,
  input: {
    params: lookupPath(["templateId"], parseDigitsId),
    body: { schema: saveEmailTemplateRequest, parse: readSaveBody },
  },
  responses: {
    204: { description: "Saved" },
    400: { description: "Plain text", kind: "text" },
    404: { description: "Plain text", kind: "text" },
  },
});

/** Lookup: the data queries a template can be bound to. */
export const listTemplateQueries = operation({
  method: "get",
  path: "/api/communications/queries",
  summary: "List template queries",
  tags,
  ...communicationsGate,
  responses: {
    200: { description: "Array of queries", schema: z.array(templateQuery) },
  },
});

/** Lookup: template types. */
export const listTemplateTypes = operation({
  method: "get",
  path: "/api/communications/template-types",
  summary: "List template types",
  tags,
  ...communicationsGate,
  responses: {
    200: { description: "Array of template types", schema: z.array(templateType) },
  },
});
