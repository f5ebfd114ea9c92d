import { eq } from "drizzle-orm";
import { environments, integrators } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { createIntegratorRequest, globalIntegrator } from "@/lib/contract/integrators";
import { toGlobalIntegrator } from "./integrator-record";

export const createIntegrator = route(
  {
    method: "post",
    path: "/api/configuration/admin/integrators",
    summary: "Create a global or private integrator",
    description:
      "Created active, with no key: activation issues the key. Rate limits are 0 (unlimited) when not supplied. Validation failures are a problem document keyed by field. " +
      "Sandbox extension: with environmentId (an existing environment; the fixtures manifest names one) the integrator is private (isGlobal false, " +
      "never listed among the global integrators) and may obtain member tokens at /connect/token with member_id. Activation and delete are the same calls.",
    tags: ["Integrators"],
    features: ["ADMIN"],
    errorKind: "problem",
    input: { body: createIntegratorRequest },
    responses: {
      201: { description: "The new integrator", schema: globalIntegrator },
      400: { description: "Validation problem document" },
    },
  },
  async (ctx) => {
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
    return reply.json(toGlobalIntegrator(row), 201);
  },
);
