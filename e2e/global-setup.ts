import { startOidcProvider } from "./oidc-provider";
import { serverPorts } from "./servers";

/** Starts the local OpenID provider the SSO test signs in through (the built server is pointed at it). */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return; // an external server has its own configuration
  const stop = await startOidcProvider(serverPorts);
  return stop;
}
