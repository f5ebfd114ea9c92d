import { eq } from "drizzle-orm";
import { z } from "zod";
import { integrators } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { issueToken } from "../http/tokens";
import { scopesOf, tokenResponse } from "@/lib/contract/integrators";
import { keyMatches, sameOrigin } from "./integrator-record";
import { positiveInt32 } from "../http/validation";

const tokenLifetimeSeconds = 3600;

/** RFC 6749 §5.2 error body. */
const oauthError = (status: number, error: string, description: string) => PlatformError.result(status, { error, error_description: description });

/**
 * OAuth 2.0 client credentials (sandbox-contract §3). Tokens of a global integrator carry
 * features and products from allowedScopes, can_read/can_write/can_delete and billable, and no
 * tenant claims; a private integrator's tokens are marked private.
 */
export const issueTokenRoute = route(
  {
    method: "post",
    path: "/connect/token",
    summary: "Issue an access token (client credentials)",
    description:
      "Form-encoded grant_type=client_credentials, client_id (integrator id), client_secret (the key from activation); HTTP Basic client authentication is accepted too. " +
      "An Origin header must match the integrator's origin (case-insensitive, trailing slash ignored) or the request gets 401; no Origin skips the check. " +
      "Inactive, never-activated or unknown integrators and wrong keys get 401 invalid_client.",
    tags: ["Integrators"],
    auth: false,
    request: {
      body: z.object({ grant_type: z.literal("client_credentials"), client_id: z.string(), client_secret: z.string() }),
    },
    responses: {
      200: { description: "The token", schema: tokenResponse },
      400: { description: "invalid_request or unsupported_grant_type (RFC 6749 error object)" },
      401: { description: "invalid_client: unknown, inactive, wrong key or Origin mismatch" },
    },
  },
  async ({ db, req }) => {
    const form = await readForm(req);
    let clientId = form.get("client_id");
    let clientSecret = form.get("client_secret");
    const basic = req.headers.get("authorization")?.match(/^Basic\s+(.+)$/i)?.[1];
    if (basic && !clientId) {
      const [user, ...rest] = Buffer.from(basic, "base64").toString("utf8").split(":");
      clientId = decodeURIComponent(user);
      clientSecret = decodeURIComponent(rest.join(":"));
    }
    const grantType = form.get("grant_type");
    if (!grantType) throw oauthError(400, "invalid_request", "grant_type is required.");
    if (grantType !== "client_credentials") throw oauthError(400, "unsupported_grant_type", "Only client_credentials is supported.");
    if (!clientId || !clientSecret) throw oauthError(400, "invalid_request", "client_id and client_secret are required.");

    const id = positiveInt32(Number(clientId));
    const [integrator] = id ? await db.select().from(integrators).where(eq(integrators.id, id)) : [];
    if (!integrator || !integrator.isActive || !keyMatches(clientSecret, integrator.keyHash)) {
      throw oauthError(401, "invalid_client", "Client authentication failed.");
    }
    const origin = req.headers.get("origin");
    if (origin !== null && !sameOrigin(origin, integrator.origin)) throw oauthError(401, "invalid_client", "Origin does not match the integrator's origin.");

    // Extension: the admin list shows when each integrator last obtained a token.
    await db.update(integrators).set({ lastTokenIssuedOn: new Date() }).where(eq(integrators.id, integrator.id));
    const scopes = scopesOf(integrator.allowedScopes);
    const accessToken = await issueToken({
      sub: `integrator:${integrator.id}`,
      products: scopes,
      features: scopes,
      integrator: integrator.isGlobal ? "global" : "private",
      integratorId: integrator.id,
      canRead: integrator.canRead,
      canWrite: integrator.canWrite,
      canDelete: integrator.canDelete,
      billable: integrator.isBillable,
      expiresIn: tokenLifetimeSeconds,
    });
    return reply.json({ access_token: accessToken, token_type: "Bearer", expires_in: tokenLifetimeSeconds }, 200, { "Cache-Control": "no-store" });
  },
);

async function readForm(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get("content-type") ?? "";
  const text = await req.text();
  if (type.includes("application/json")) {
    try {
      return new URLSearchParams(Object.entries(JSON.parse(text) as Record<string, string>).map(([k, v]) => [k, String(v)]));
    } catch {
      throw oauthError(400, "invalid_request", "The request body is not valid.");
    }
  }
  return new URLSearchParams(text);
}
