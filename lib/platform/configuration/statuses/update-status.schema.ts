import { operation } from "../../http/operation";
import {
  memberStatusMessages as m,
  memberStatusLimits,
  updateMemberStatusRequest,
} from "../../../contract/configuration";
import { type FieldErrors, PlatformError } from "../../http/errors";
import { JsonFields, isPlainObject, pathText } from "../../http/input";
import { z } from "zod";

const flags = ["collectSalesInvoices", "treatMembersAsExpired", "freezeSubscriptions", "prospectStatus"] as const;

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

/** The body as the original binds it (names case-insensitive): types, then the 255-character model check. */
function readStatusBody(body: unknown) {
  if (body === undefined || body === null || !isPlainObject(body)) {
    throw PlatformError.modelState(400, { "": ["A non-empty request body is required."] });
  }
  const fields = new JsonFields(body);
  const typeErrors: FieldErrors = {};
  const text = (name: string) => {
    const value = fields.get(name);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "string") {
      typeErrors[pascal(name)] = ["The JSON value could not be converted to System.String."];
      return undefined;
    }
    return value;
  };
  const description = text("description");
  const backColour = text("backColourHex");
  const textColour = text("textColourHex");
  const flagValues: Partial<Record<(typeof flags)[number], boolean>> = {};
  for (const flag of flags) {
    const value = fields.get(flag);
    if (value === undefined || value === null) continue;
    if (typeof value !== "boolean")
      typeErrors[pascal(flag)] = ["The JSON value could not be converted to System.Boolean."];
    else flagValues[flag] = value;
  }
  if (Object.keys(typeErrors).length > 0) throw PlatformError.modelState(400, typeErrors);
  if (description !== undefined && description.length > memberStatusLimits.descriptionValidated) {
    throw PlatformError.modelState(400, { Description: [m.descriptionOver255] });
  }
  return { description, backColour, textColour, flagValues };
}

/**
 * Endpoint 8: a merge update (only non-null fields are written). Order: body binding and the
 * 255-character model check, the status lookup (400 when unknown), then the checks the original
 * only meets when saving (description over 25, colours), which the sandbox answers as 400s.
 */
export const updateStatus = operation({
  method: "put",
  path: "/api/configuration/statuses/:statusId",
  summary: "Update a member status",
  description:
    "204 with an empty body. statusId is matched case-insensitively; an unknown id gives 400 plain text 'Status ID {statusId} does not exist'. " +
    "Fields are written only when non-null; an empty description means no change. " +
    "Description over 255 characters gives the documented 400 model-state { Description: ['The status description cannot be more than 255 characters'] }. " +
    "Sandbox choice: a description of 26 to 255 characters, documented as a 500, is answered with a 400 model-state " +
    "{ Description: ['The status description cannot be more than 25 characters'] }. " +
    "Colours: #RRGGBB in any case (stored upper-case), #RGB (expanded) or a standard CSS colour name (converted to #RRGGBB); an empty string clears. " +
    "Sandbox choice: an unparseable colour, documented as a 500, is answered with a 400 model-state keyed BackColourHex / TextColourHex.",
  tags: ["Configuration: statuses"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  errorKind: "modelState",
  input: {
    params: pathText(z.object({ statusId: z.string().max(memberStatusLimits.id) })),
    body: { schema: updateMemberStatusRequest, parse: readStatusBody },
  },
  responses: {
    204: { description: "Updated" },
    400: { description: "Unknown id (plain text) or a model-state object keyed by field" },
  },
});
