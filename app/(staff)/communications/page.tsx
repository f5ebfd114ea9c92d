import type { Metadata } from "next";
import { EmailTemplateListScreen } from "@/components/communications/email-template-list";

export const metadata: Metadata = { title: "Email templates" };

export default function CommunicationsPage() {
  return <EmailTemplateListScreen />;
}
