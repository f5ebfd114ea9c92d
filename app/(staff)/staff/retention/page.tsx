import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RetentionScreen } from "@/components/retention/retention-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("StaffAccounts"))("retentionTitle") };
}

export default function RetentionPage() {
  return <RetentionScreen />;
}
