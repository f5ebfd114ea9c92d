import http from "node:http";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (npm oidc-provider) for the SSO e2e test, started in the
 * Playwright runner by globalSetup. Its development sign-in page accepts any login; the login
 * names the account: `<name>` has the email `<name>@venue.example`, and a login starting with
 * `reception` is in the group `frontdesk-reception` (OIDC_ROLE_MAP maps it to reception).
 */
// Beside the app's e2e port (3130 -> 3136), so checkouts testing at once do not collide.
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 6);
export const oidcIssuer = `http://localhost:${oidcPort}`;
export const oidcClient = { id: "frontdesk-e2e", secret: "frontdesk-e2e-client-secret-not-for-production" };

export function oidcServerEnv(appPort: number) {
  return {
    OIDC_ISSUER: oidcIssuer,
    OIDC_CLIENT_ID: oidcClient.id,
    OIDC_CLIENT_SECRET: oidcClient.secret,
    OIDC_ROLE_MAP: "frontdesk-reception=reception,frontdesk-admin=admin",
    OIDC_NAME: "Venue sign-on",
    NEXTAUTH_URL: `http://localhost:${appPort}`,
  };
}

export async function startOidcProvider(appPorts: number[]): Promise<() => Promise<void>> {
  const provider = new Provider(oidcIssuer, {
    clients: [
      {
        client_id: oidcClient.id,
        client_secret: oidcClient.secret,
        redirect_uris: appPorts.map((port) => `http://localhost:${port}/api/auth/callback/oidc`),
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
    conformIdTokenClaims: false,
    cookies: { keys: ["e2e-oidc-cookie-key-not-secret"] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: `${id}@venue.example`,
            email_verified: true,
            name: id.replace(
              /(^|[-.])(\w)/g,
              (_match: string, sep: string, c: string) => `${sep ? " " : ""}${c.toUpperCase()}`,
            ),
            groups: id.startsWith("reception") ? ["frontdesk-reception"] : ["other"],
          };
        },
      };
    },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(oidcPort, "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
