import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { IntegratorScreen } from "@/components/configuration/integrators/integrator-list";
import { env } from "@frontdesk/lib/server/env";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("integrators.title") };
}

/** The platform's {base_url} as integrators reach it: upstream's, or this server's /platform. */
async function platformBaseUrl() {
  const upstream = env().PLATFORM_BASE_URL;
  if (upstream) return upstream;
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const protocol =
    h.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${protocol}://${host}/platform`;
}

export default async function IntegratorsPage() {
  return <IntegratorScreen platformBaseUrl={await platformBaseUrl()} />;
}
