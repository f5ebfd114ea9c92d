import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { EmailTemplateSetupScreen } from "@/components/communications/email-template-setup";
import { parseTemplateId } from "@frontdesk/lib/contract/ids";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Communications"))("emailTemplate") };
}

export default async function EmailTemplatePage({ params }: { params: Promise<{ templateId: string }> }) {
  const templateId = parseTemplateId((await params).templateId) ?? notFound();
  return <EmailTemplateSetupScreen templateId={templateId} />;
}
