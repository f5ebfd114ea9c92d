import { eq, sql } from "drizzle-orm";
import { statuses } from "../../db/schema";
import { PlatformError, type FieldErrors } from "../../http/errors";
import { route } from "../../http/route";
import { memberStatusLimits, memberStatusMessages as m, parseStatusColour } from "../../../contract/configuration";
import * as declared from "./update-status.schema";

/**
 * Endpoint 8: a merge update (only non-null fields are written). Order: body binding and the
 * 255-character model check, the status lookup (400 when unknown), then the checks the original
 * only meets when saving (description over 25, colours), which the sandbox answers as 400s.
 */
export const updateStatus = route(declared.updateStatus, async (ctx) => {
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
  return ctx.empty(204);
});
