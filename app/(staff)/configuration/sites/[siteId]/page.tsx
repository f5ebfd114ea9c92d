import type { Metadata } from "next";
import { SiteDetailScreen } from "@/components/configuration/sites/site-detail";

export const metadata: Metadata = { title: "Site" };

export default async function SitePage({ params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  return <SiteDetailScreen siteId={decodeURIComponent(siteId)} />;
}
