import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SiteDetailScreen } from "@/components/configuration/sites/site-detail";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("sites.pageTitle") };
}

export default async function SitePage({ params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  return <SiteDetailScreen siteId={decodeURIComponent(siteId)} />;
}
