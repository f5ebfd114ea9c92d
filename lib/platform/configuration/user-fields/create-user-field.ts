import { eq } from "drizzle-orm";
import { userFieldOptions, userFields } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import { route } from "../../http/route";
import { userFieldMessages as m, type UserFieldType } from "../../../contract/configuration";
import { checkDefaultValue } from "./user-field-default-value";
import * as declared from "./create-user-field.schema";
import { collectionPath } from "./create-user-field.schema";

/**
 * Endpoint 3. Checks run in the spec's order: the body's presence (422 empty), sortOrder's type,
 * description, type, sortOrder's range, option descriptions, options on a non-Options type,
 * sortOrder uniqueness, then the default value for the type (400s, then 404 lookups).
 */
export const createUserField = route(declared.createUserField, async (ctx) => {
  const { sortOrder, description, type, options, defaultValue: sentDefault } = ctx.input.body;

  const id = await ctx.db.transaction(async (tx) => {
    if (sortOrder !== null) {
      const [taken] = await tx
        .select({ id: userFields.id })
        .from(userFields)
        .where(eq(userFields.sortOrder, sortOrder))
        .limit(1);
      if (taken) throw PlatformError.text(400, m.sortOrderNotUnique);
    }
    const defaultValue = await checkDefaultValue(tx, type as UserFieldType, sentDefault, options);
    try {
      const [created] = await tx
        .insert(userFields)
        .values({
          sortOrder,
          description,
          type,
          defaultValue: defaultValue === null ? null : JSON.stringify(defaultValue),
        })
        .returning({ id: userFields.id });
      if (options.length > 0) {
        await tx
          .insert(userFieldOptions)
          .values(options.map((d, i) => ({ userFieldId: created.id, id: i + 1, description: d })));
      }
      return created.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw PlatformError.text(400, m.sortOrderNotUnique);
      throw error;
    }
  });

  const basePath = ctx.url.pathname.slice(0, ctx.url.pathname.indexOf(collectionPath));
  return ctx.empty(201, { headers: { Location: `${ctx.url.origin}${basePath}${collectionPath}?ids=${id}` } });
});

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
