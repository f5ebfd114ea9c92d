import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PromoCodeScreen } from "@/components/configuration/promotions/promo-code-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("topics.promotionCodes.title") };
}

export default function PromotionCodesPage() {
  return <PromoCodeScreen />;
}
