import type { Metadata } from "next";
import { PromoCodeScreen } from "@/components/configuration/promotions/promo-code-list";

export const metadata: Metadata = { title: "Promotion codes" };

export default function PromotionCodesPage() {
  return <PromoCodeScreen />;
}
