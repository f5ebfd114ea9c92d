import { env, type Env } from "@frontdesk/lib/server/env";
import { isRole, type Role } from "@frontdesk/lib/contract/roles";

/**
 * OpenID Connect single sign-on, configured by environment:
 *   OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET   the provider and this app's client
 *   OIDC_GROUPS_CLAIM   the ID-token/userinfo claim holding groups (default `groups`)
 *   OIDC_ROLE_MAP       groups to roles: `frontdesk-reception=reception,frontdesk-admin=admin`
 *   OIDC_NAME           the button's wording (default "Single sign-on")
 *   PASSWORD_SIGNIN=off password sign-in turned off (only when SSO is configured)
 *   OIDC_MFA_FROM       amr (default) | acr | never: when an SSO sign-in counts as two factors
 *   OIDC_MFA_ACR_VALUES the acr values that count (comma-separated), for OIDC_MFA_FROM=acr
 */
interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  groupsClaim: string;
  roleMap: Map<string, Role>;
  name: string;
}

type SsoEnv = Partial<
  Pick<
    Env,
    | "OIDC_ISSUER"
    | "OIDC_CLIENT_ID"
    | "OIDC_CLIENT_SECRET"
    | "OIDC_GROUPS_CLAIM"
    | "OIDC_ROLE_MAP"
    | "OIDC_NAME"
    | "PASSWORD_SIGNIN"
  >
>;

/** Single sign-on as the environment (lib/server/env.ts) configures it; tests pass their own values. */
export function ssoConfig(source: SsoEnv = env()): SsoConfig | undefined {
  const issuer = source.OIDC_ISSUER?.trim();
  if (!issuer || !source.OIDC_CLIENT_ID) return undefined;
  return {
    issuer: issuer.replace(/\/+$/, ""),
    clientId: source.OIDC_CLIENT_ID,
    clientSecret: source.OIDC_CLIENT_SECRET ?? "",
    groupsClaim: source.OIDC_GROUPS_CLAIM?.trim() || "groups",
    roleMap: parseRoleMap(source.OIDC_ROLE_MAP ?? ""),
    name: source.OIDC_NAME?.trim() || "Single sign-on",
  };
}

export const passwordSignInEnabled = (source: SsoEnv = env()) =>
  !(source.PASSWORD_SIGNIN === "off" && ssoConfig(source));

export function parseRoleMap(value: string): Map<string, Role> {
  const map = new Map<string, Role>();
  for (const pair of value.split(",")) {
    const [group, role] = pair.split("=").map((s) => s.trim());
    if (group && isRole(role)) map.set(group, role);
  }
  return map;
}

/** The most privileged role the user's groups map to (admin > manager > sales > reception), if any. */
export function roleFromGroups(groups: unknown, roleMap: Map<string, Role>): Role | undefined {
  const list = Array.isArray(groups) ? groups.map(String) : typeof groups === "string" ? groups.split(/[,\s]+/) : [];
  const order: Role[] = ["admin", "manager", "sales", "reception"];
  const mapped = new Set(list.map((g) => roleMap.get(g)).filter((r): r is Role => !!r));
  return order.find((r) => mapped.has(r));
}

/** RFC 8176 methods that make a sign-in multi-factor by themselves (or the provider says `mfa`). */
const multiFactorAmr = new Set(["mfa", "otp", "hwk", "swk", "sc", "fpt", "face", "iris", "retina", "vbm"]);

/**
 * Whether the identity provider's ID token says the person proved more than a password:
 * by `amr` (a multi-factor method, or two methods), or by `acr` as configured; `never` asks Frontdesk's own.
 */
export function ssoProvedTwoFactors(
  claims: { amr?: unknown; acr?: unknown } | undefined,
  source: Partial<Pick<Env, "OIDC_MFA_FROM" | "OIDC_MFA_ACR_VALUES">> = env(),
): boolean {
  const from = source.OIDC_MFA_FROM ?? "amr";
  if (!claims || from === "never") return false;
  if (from === "acr") {
    const accepted = (source.OIDC_MFA_ACR_VALUES ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    return typeof claims.acr === "string" && accepted.includes(claims.acr);
  }
  const amr = Array.isArray(claims.amr) ? claims.amr.map(String) : [];
  return amr.some((m) => multiFactorAmr.has(m)) || new Set(amr).size >= 2;
}
