import { asc, sql } from "drizzle-orm";
import { userFieldOptions, userFields } from "../../db/schema";
import { pgArray } from "../../db/bulk";
import { route } from "../../http/route";
import * as declared from "./list-user-fields.schema";

/**
 * GET /api/configuration/user-fields[?ids=1,2] (sandbox-contract §5): the definitions, by id
 * ascending. ids is a comma-separated list (or repeated); unknown ids are left out.
 */
export const listUserFields = route(declared.listUserFields, async (ctx) => {
  const { ids } = ctx.input.query;
  const filter = ids.length > 0 ? sql`${userFields.id} = ANY(${pgArray(ids, "int")})` : undefined;
  const rows = await ctx.db.select().from(userFields).where(filter).orderBy(asc(userFields.id));
  const options = rows.length
    ? await ctx.db
        .select()
        .from(userFieldOptions)
        .where(
          sql`${userFieldOptions.userFieldId} = ANY(${pgArray(
            rows.map((r) => r.id),
            "int",
          )})`,
        )
        .orderBy(asc(userFieldOptions.userFieldId), asc(userFieldOptions.id))
    : [];
  const body = rows.map((row) => ({
    id: row.id,
    sortOrder: row.sortOrder,
    description: row.description,
    type: row.type,
    defaultValue: row.defaultValue === null ? null : JSON.parse(row.defaultValue),
    options: options.filter((o) => o.userFieldId === row.id).map((o) => ({ id: o.id, description: o.description })),
  }));
  return ctx.answer(200, body);
});
