import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignInAuditScreen } from "@/components/staff/sign-in-audit-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("StaffAccounts"))("audit.title") };
}

export default function SignInAuditPage() {
  return <SignInAuditScreen />;
}
