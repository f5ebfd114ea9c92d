import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { statuses } from "../../db/schema";
import { PlatformError, type FieldErrors } from "../../http/errors";
import { JsonFields, isPlainObject, pathText } from "../../http/input";
import { reply, route } from "../../http/route";
import {
  memberStatusLimits,
  memberStatusMessages as m,
  parseStatusColour,
  updateMemberStatusRequest,
} from "../../../contract/configuration";

const flags = ["collectSalesInvoices", "treatMembersAsExpired", "freezeSubscriptions", "prospectStatus"] as const;
const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

/**
 * Endpoint 8: a merge update (only non-null fields are written). Order: body binding and the
 * 255-character model check, the status lookup (400 when unknown), then the checks the original
 * only meets when saving (description over 25, colours), which the sandbox answers as 400s.
 */
export const updateStatus = route(
  {
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
  },
  async (ctx) => {
    const { statusId } = ctx.input.params;
    const { description, backColour, textColour, flagValues } = ctx.input.body;

    await ctx.db.transaction(async (tx) => {
      const [status] = await tx
        .select({ id: statuses.id })
        .from(statuses)
        .where(sql`lower(${statuses.id}) = lower(${statusId})`)
        .limit(1);
      if (!status) throw PlatformError.text(400, m.unknownId(statusId));

      if (description !== undefined && description.length > memberStatusLimits.description) {
        throw PlatformError.modelState(400, { Description: [m.descriptionOver25] });
      }
      const colourErrors: FieldErrors = {};
      const colour = (value: string | undefined, field: "back" | "text") => {
        if (value === undefined) return undefined;
        const parsed = parseStatusColour(value);
        if (parsed === undefined)
          colourErrors[field === "back" ? "BackColourHex" : "TextColourHex"] = [m.colourInvalid(field, value)];
        return parsed;
      };
      const backColourHex = colour(backColour, "back");
      const textColourHex = colour(textColour, "text");
      if (Object.keys(colourErrors).length > 0) throw PlatformError.modelState(400, colourErrors);

      const changes = {
        ...(description ? { description } : {}),
        ...(backColourHex !== undefined ? { backColourHex } : {}),
        ...(textColourHex !== undefined ? { textColourHex } : {}),
        ...flagValues,
      };
      if (Object.keys(changes).length > 0) await tx.update(statuses).set(changes).where(eq(statuses.id, status.id));
    });
    return reply.empty(204);
  },
);

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
