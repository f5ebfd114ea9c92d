import { eq } from "drizzle-orm";
import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { emailTemplates, templateTypes } from "../db/schema";
import { findQuery, renderSetup } from "./email-template-setup-view";
import * as declared from "./create-email-template.schema";
import { tellTemplatesChanged } from "./templates-changed";

/** The create-and-retrieve counterpart of endpoint 18: a new template bound to a query and a type. */
export const createEmailTemplate = route(declared.createEmailTemplate, async (ctx) => {
  const { queryId, templateTypeId, description } = ctx.input.body;
  const query = await findQuery(ctx.db, queryId);
  if (!query) throw PlatformError.text(404, `Query with id ${queryId} does not exist.`);
  const [type] = await ctx.db.select().from(templateTypes).where(eq(templateTypes.id, templateTypeId));
  if (!type) throw PlatformError.text(404, `Template type '${templateTypeId}' does not exist.`);
  const [template] = await ctx.db.transaction(async (tx) => {
    const made = await tx
      .insert(emailTemplates)
      .values({ description, queryId, templateTypeId: type.id, config: null, html: "" })
      .returning();
    await tellTemplatesChanged(tx);
    return made;
  });
  return ctx.answer(201, await renderSetup(ctx.db, template, query, template.id));
});
