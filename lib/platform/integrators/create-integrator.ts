import { eq } from "drizzle-orm";
import { environments, integrators } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { toGlobalIntegrator } from "./integrator-record";
import * as declared from "./create-integrator.schema";

export const createIntegrator = route(declared.createIntegrator, async (ctx) => {
  const body = ctx.input.body;
  const row = await ctx.db.transaction(async (tx) => {
    if (body.environmentId) {
      const [environment] = await tx
        .select({ id: environments.id })
        .from(environments)
        .where(eq(environments.id, body.environmentId));
      if (!environment)
        throw PlatformError.problem(400, { EnvironmentId: [`Environment ${body.environmentId} does not exist.`] });
    }
    const [created] = await tx
      .insert(integrators)
      .values({
        name: body.name,
        description: body.description ?? null,
        origin: body.origin,
        logoUrl: body.logoUrl ?? null,
        allowedScopes: body.allowedScopes ?? null,
        canRead: body.canRead ?? false,
        canWrite: body.canWrite ?? false,
        canDelete: body.canDelete ?? false,
        isBillable: body.isBillable ?? false,
        rateLimitPerMinute: body.rateLimitPerMinute ?? 0,
        rateLimitPerHour: body.rateLimitPerHour ?? 0,
        environmentId: body.environmentId ?? null,
        isGlobal: !body.environmentId,
        isActive: true,
        createdOn: new Date(),
      })
      .returning();
    return created;
  });
  return ctx.answer(201, toGlobalIntegrator(row));
});
