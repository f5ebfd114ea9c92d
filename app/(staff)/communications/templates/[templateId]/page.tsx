import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmailTemplateSetupScreen } from "@/components/communications/email-template-setup";
import { parseTemplateId } from "@/lib/contract/ids";

export const metadata: Metadata = { title: "Email template" };

export default async function EmailTemplatePage({ params }: { params: Promise<{ templateId: string }> }) {
  const templateId = parseTemplateId((await params).templateId) ?? notFound();
  return <EmailTemplateSetupScreen templateId={templateId} />;
}
