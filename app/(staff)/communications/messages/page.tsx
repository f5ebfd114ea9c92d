import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MessagesScreen } from "@/components/messages/messages-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Communications"))("messagesTitle") };
}

export default function MessagesPage() {
  return <MessagesScreen />;
}
