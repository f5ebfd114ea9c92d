import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmailTemplateSetupScreen } from "@/components/communications/email-template-setup";

export const metadata: Metadata = { title: "Email template" };

export default async function EmailTemplatePage({ params }: { params: Promise<{ templateId: string }> }) {
  const { templateId } = await params;
  if (!/^\d{1,9}$/.test(templateId) || Number(templateId) <= 0) notFound();
  return <EmailTemplateSetupScreen templateId={Number(templateId)} />;
}
