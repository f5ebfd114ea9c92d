import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResourceProductDetailScreen } from "@/components/configuration/resource-products/resource-product-detail";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("resourceProducts.pageTitle") };
}

export default async function ResourceProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  return <ResourceProductDetailScreen productId={decodeURIComponent(productId)} />;
}
