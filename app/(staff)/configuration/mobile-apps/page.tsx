import type { Metadata } from "next";
import { MobileAppScreen } from "@/components/configuration/mobile-apps/mobile-app-list";

export const metadata: Metadata = { title: "Mobile apps" };

export default function MobileAppsPage() {
  return <MobileAppScreen />;
}
