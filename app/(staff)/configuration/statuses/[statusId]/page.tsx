import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StatusEditorScreen } from "@/components/configuration/statuses/status-editor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("statuses.editTitle") };
}

export default async function EditStatusPage({ params }: { params: Promise<{ statusId: string }> }) {
  const { statusId } = await params;
  return <StatusEditorScreen statusId={decodeURIComponent(statusId)} />;
}
