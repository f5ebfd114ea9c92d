import type { Metadata } from "next";
import { ResourceProductDetailScreen } from "@/components/configuration/resource-products/resource-product-detail";

export const metadata: Metadata = { title: "Resource product" };

export default async function ResourceProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  return <ResourceProductDetailScreen productId={decodeURIComponent(productId)} />;
}
