import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RetentionScreen } from "@/components/retention/retention-screen";
import { PageWords } from "@/components/ui/page-words";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Retention"))("pageTitle") };
}

export default function RetentionPage() {
  return (
    <PageWords namespaces={["Retention"]}>
      <RetentionScreen />
    </PageWords>
  );
}
