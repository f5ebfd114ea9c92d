import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MobileAppScreen } from "@/components/configuration/mobile-apps/mobile-app-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("mobileApps.title") };
}

export default function MobileAppsPage() {
  return <MobileAppScreen />;
}
