import { operation } from "../http/operation";
import { z } from "zod";
import { tokenResponse } from "@frontdesk/lib/contract/integrators";
import { PlatformError } from "../http/errors";
import type { InputContext } from "../http/route";

/** RFC 6749 §5.2 error body. */
/** RFC 6749 §5.2 error object, the body of every refusal of the token endpoint. */
const oauthErrorBody = z.object({ error: z.string(), error_description: z.string() });

export const oauthError = (status: number, error: string, description: string) =>
  PlatformError.result(status, { error, error_description: description });

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

/**
 * OAuth 2.0 client credentials (sandbox-contract §3). Tokens of a global integrator carry
 * features and products from allowedScopes, can_read/can_write/can_delete and billable, and no
 * tenant claims; a private integrator's tokens are marked private and carry its environment.
 * Member tokens (this sandbox's choice; the spec shows no token issuance): a private integrator
 * adds the form field member_id=<memberId> and gets a token acting for that member (member_id
 * claim), which member-scoped routes accept for that member and the members linked to it.
 */
export const issueTokenRoute = operation({
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
});
