import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DiscountUsageScreen } from "@/components/configuration/promotions/discount-usage-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("topics.discountUsage.title") };
}

export default function DiscountUsagePage() {
  return <DiscountUsageScreen />;
}
