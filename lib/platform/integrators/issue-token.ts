import { eq } from "drizzle-orm";
import { integrators, members } from "../db/schema";
import { route } from "../http/route";
import { issueToken } from "../http/tokens";
import type { Executor } from "../db/client";
import { scopesOf } from "@frontdesk/lib/contract/integrators";
import { clearClientFailures, recordClientFailure, refuseLockedClient } from "./client-throttle";
import { keyMatches, sameOrigin } from "./integrator-record";
import { positiveInt32 } from "../http/input";
import * as declared from "./issue-token.schema";
import { oauthError } from "./issue-token.schema";

const tokenLifetimeSeconds = 3600;

/**
 * OAuth 2.0 client credentials (sandbox-contract §3). Tokens of a global integrator carry
 * features and products from allowedScopes, can_read/can_write/can_delete and billable, and no
 * tenant claims; a private integrator's tokens are marked private and carry its environment.
 * Member tokens (this sandbox's choice; the spec shows no token issuance): a private integrator
 * adds the form field member_id=<memberId> and gets a token acting for that member (member_id
 * claim), which member-scoped routes accept for that member and the members linked to it.
 */
export const issueTokenRoute = route(declared.issueTokenRoute, async ({ db, req, input, answer }) => {
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
  if (!clientId || !clientSecret) throw oauthError(400, "invalid_request", "client_id and client_secret are required.");

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
  return answer(
    200,
    { access_token: accessToken, token_type: "Bearer", expires_in: tokenLifetimeSeconds },
    {
      headers: {
        "Cache-Control": "no-store",
      },
    },
  );
});

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
