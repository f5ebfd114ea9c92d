import { eq } from "drizzle-orm";
import { z } from "zod";
import { integrators, members } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route, type InputContext } from "../http/route";
import { issueToken } from "../http/tokens";
import type { Executor } from "../db/client";
import { scopesOf, tokenResponse } from "@/lib/contract/integrators";
import { clearClientFailures, recordClientFailure, refuseLockedClient } from "./client-throttle";
import { keyMatches, sameOrigin } from "./integrator-record";
import { positiveInt32 } from "../http/input";

const tokenLifetimeSeconds = 3600;

/** RFC 6749 §5.2 error body. */
/** RFC 6749 §5.2 error object, the body of every refusal of the token endpoint. */
const oauthErrorBody = z.object({ error: z.string(), error_description: z.string() });
const oauthError = (status: number, error: string, description: string) =>
  PlatformError.result(status, { error, error_description: description });

/**
 * OAuth 2.0 client credentials (sandbox-contract §3). Tokens of a global integrator carry
 * features and products from allowedScopes, can_read/can_write/can_delete and billable, and no
 * tenant claims; a private integrator's tokens are marked private and carry its environment.
 * Member tokens (this sandbox's choice; the spec shows no token issuance): a private integrator
 * adds the form field member_id=<memberId> and gets a token acting for that member (member_id
 * claim), which member-scoped routes accept for that member and the members linked to it.
 */
export const issueTokenRoute = route(
  {
    method: "post",
    path: "/connect/token",
    summary: "Issue an access token (client credentials)",
    description:
      "Form-encoded grant_type=client_credentials, client_id (integrator id), client_secret (the key from activation); HTTP Basic client authentication is accepted too. " +
      "An Origin header must match the integrator's origin (case-insensitive, trailing slash ignored) or the request gets 401; no Origin skips the check. " +
      "Inactive, never-activated or unknown integrators and wrong keys get 401 invalid_client. " +
      "Throttling per client_id (existing or not): 5 failed authentications within 15 minutes lock that client_id for 15 minutes; while locked every request for it gets 429 invalid_client with Retry-After, before the secret is checked. Other client ids are not affected; a success clears the count. " +
      "Member tokens: a private integrator (created with an environmentId) may add member_id=<memberId> to get a token acting for that member " +
      "(claims member_id and environment_id; member-scoped routes accept it for that member and the members linked to it). " +
      "A global integrator asking for one gets 400 unauthorized_client; a member_id that is not a known member gets 400 invalid_request. " +
      "A private integrator's allowedScopes may also list its token's scope (api, partner) and permissions (such as cr.co).",
    tags: ["Integrators"],
    auth: false,
    input: {
      body: {
        schema: z.object({
          grant_type: z.literal("client_credentials"),
          client_id: z.string(),
          client_secret: z.string(),
          member_id: z.string().optional().describe("Private integrators only: the member the token acts for"),
        }),
        form: true,
        // the form (or a JSON object, read as one); the checks follow HTTP Basic client authentication, in the handler
        parse: (text: string, ctx: InputContext) => readForm(ctx.req, text),
      },
    },
    responses: {
      200: { description: "The token", schema: tokenResponse },
      400: {
        description: "invalid_request, unsupported_grant_type or unauthorized_client (RFC 6749 error object)",
        schema: oauthErrorBody,
      },
      401: { description: "invalid_client: unknown, inactive, wrong key or Origin mismatch", schema: oauthErrorBody },
      429: {
        description: "invalid_client: too many failed attempts for this client_id; Retry-After in seconds",
        schema: oauthErrorBody,
      },
    },
  },
  async ({ db, req, input }) => {
    const form = input.body;
    let clientId = form.get("client_id");
    let clientSecret = form.get("client_secret");
    const basic = req.headers.get("authorization")?.match(/^Basic\s+(.+)$/i)?.[1];
    if (basic && !clientId) {
      const [user, ...rest] = Buffer.from(basic, "base64").toString("utf8").split(":");
      // RFC 6749 §2.3.1: both parts are form-urlencoded; a bad escape is failed client authentication
      try {
        clientId = decodeURIComponent(user);
        clientSecret = decodeURIComponent(rest.join(":"));
      } catch {
        throw oauthError(401, "invalid_client", "Client authentication failed.");
      }
    }
    const grantType = form.get("grant_type");
    if (!grantType) throw oauthError(400, "invalid_request", "grant_type is required.");
    if (grantType !== "client_credentials")
      throw oauthError(400, "unsupported_grant_type", "Only client_credentials is supported.");
    if (!clientId || !clientSecret)
      throw oauthError(400, "invalid_request", "client_id and client_secret are required.");

    await refuseLockedClient(db, clientId);
    const id = positiveInt32(Number(clientId));
    const [integrator] = id ? await db.select().from(integrators).where(eq(integrators.id, id)) : [];
    if (!integrator || !integrator.isActive || !keyMatches(clientSecret, integrator.keyHash)) {
      await recordClientFailure(db, clientId);
      throw oauthError(401, "invalid_client", "Client authentication failed.");
    }
    await clearClientFailures(db, clientId);
    const origin = req.headers.get("origin");
    if (origin !== null && !sameOrigin(origin, integrator.origin))
      throw oauthError(401, "invalid_client", "Origin does not match the integrator's origin.");

    const memberId = await memberOfRequest(db, form.get("member_id"), integrator.isGlobal);
    // Extension: the admin list shows when each integrator last obtained a token.
    await db.update(integrators).set({ lastTokenIssuedOn: new Date() }).where(eq(integrators.id, integrator.id));
    const scopes = scopesOf(integrator.allowedScopes);
    const accessToken = await issueToken({
      memberId,
      environmentId: integrator.environmentId ?? undefined,
      ...(integrator.isGlobal ? {} : tenantScopes(scopes)),
      sub: `integrator:${integrator.id}`,
      products: scopes,
      features: scopes,
      integrator: integrator.isGlobal ? "global" : "private",
      integratorId: integrator.id,
      keyVersion: integrator.keyVersion,
      canRead: integrator.canRead,
      canWrite: integrator.canWrite,
      canDelete: integrator.canDelete,
      billable: integrator.isBillable,
      expiresIn: tokenLifetimeSeconds,
    });
    return reply.json({ access_token: accessToken, token_type: "Bearer", expires_in: tokenLifetimeSeconds }, 200, {
      "Cache-Control": "no-store",
    });
  },
);

/**
 * A private integrator's allowedScopes may also name its token's scope (api, partner) and
 * permissions (dotted codes such as cr.co), so a venue's own app can manage mobile apps (Authentication §5).
 */
function tenantScopes(scopes: string[]) {
  const scope = scopes.filter((s) => s === "api" || s === "partner").join(" ");
  return { scope: scope || undefined, permissions: scopes.filter((s) => /^[a-z]+\.[a-z]+$/.test(s)) };
}

/** The member a token is asked for: only a private integrator may ask, and only for a known member. */
async function memberOfRequest(db: Executor, raw: string | null, isGlobal: boolean): Promise<number | undefined> {
  if (raw === null) return undefined;
  if (isGlobal) throw oauthError(400, "unauthorized_client", "Only a private integrator may obtain a member token.");
  const id = /^\d{1,10}$/.test(raw.trim()) ? positiveInt32(Number(raw)) : undefined;
  const [member] = id ? await db.select({ id: members.id }).from(members).where(eq(members.id, id)) : [];
  if (!member) throw oauthError(400, "invalid_request", `member_id ${raw} is not a known member.`);
  return member.id;
}

function readForm(req: Request, text: string): URLSearchParams {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      return new URLSearchParams(
        Object.entries(JSON.parse(text) as Record<string, string>).map(([k, v]) => [k, String(v)]),
      );
    } catch {
      throw oauthError(400, "invalid_request", "The request body is not valid.");
    }
  }
  return new URLSearchParams(text);
}
