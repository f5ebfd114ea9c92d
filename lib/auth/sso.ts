import { env, type Env } from "@/lib/server/env";
import { isRole, type Role } from "./roles";

/**
 * OpenID Connect single sign-on, configured by environment (issue 10):
 *   OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET   the provider and this app's client
 *   OIDC_GROUPS_CLAIM   the ID-token/userinfo claim holding groups (default `groups`)
 *   OIDC_ROLE_MAP       groups to roles: `frontdesk-reception=reception,frontdesk-admin=admin`
 *   OIDC_NAME           the button's wording (default "Single sign-on")
 *   PASSWORD_SIGNIN=off password sign-in turned off (only when SSO is configured)
 */
export interface SsoConfig {
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
