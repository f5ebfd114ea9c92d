import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SecurityScreen } from "@/components/account/security-screen";
import { PageWords } from "@/components/ui/page-words";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Account"))("pageTitle") };
}

export default function AccountSecurityPage() {
  return (
    <PageWords namespaces={["Account", "Factors"]}>
      <SecurityScreen />
    </PageWords>
  );
}
