import type { Metadata } from "next";
import { DiscountUsageScreen } from "@/components/configuration/promotions/discount-usage-screen";

export const metadata: Metadata = { title: "Discount usage" };

export default function DiscountUsagePage() {
  return <DiscountUsageScreen />;
}
