import type { Metadata } from "next";
import { StatusEditorScreen } from "@/components/configuration/statuses/status-editor";

export const metadata: Metadata = { title: "Edit member status" };

export default async function EditStatusPage({ params }: { params: Promise<{ statusId: string }> }) {
  const { statusId } = await params;
  return <StatusEditorScreen statusId={decodeURIComponent(statusId)} />;
}
