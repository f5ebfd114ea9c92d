import { mkdirSync, rmSync } from "node:fs";
import { startSmtpSink } from "@frontdesk/lib/outbox/smtp-sink";
import { startOidcProvider } from "./oidc-provider";
import { mailDirectory, serverPorts, smtpPort } from "./servers";

/**
 * Starts the local OpenID provider the SSO test signs in through, and a real SMTP server per app server
 * that keeps the mail it is sent in a directory (the built servers are pointed at both).
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return; // an external server has its own configuration
  const stopOidc = await startOidcProvider(serverPorts);
  const sinks = await Promise.all(
    serverPorts.map((_, index) => {
      rmSync(mailDirectory(index), { recursive: true, force: true });
      mkdirSync(mailDirectory(index), { recursive: true });
      return startSmtpSink({ port: smtpPort(index), keepIn: mailDirectory(index) });
    }),
  );
  return async () => {
    await Promise.all([stopOidc(), ...sinks.map((sink) => sink.close())]);
  };
}
