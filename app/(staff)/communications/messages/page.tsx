import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MessagesScreen } from "@/components/messages/messages-screen";
import { PageWords } from "@/components/ui/page-words";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Messages"))("pageTitle") };
}

export default function MessagesPage() {
  return (
    <PageWords namespaces={["Messages", "MemberLanguage"]}>
      <MessagesScreen />
    </PageWords>
  );
}
