import type { Metadata } from "next";
import { MessagesScreen } from "@/components/messages/messages-screen";
import { PageWords } from "@/components/ui/page-words";

export const metadata: Metadata = { title: "Messages to members" };

export default function MessagesPage() {
  return (
    <PageWords namespaces={["MemberLanguage"]}>
      <MessagesScreen />
    </PageWords>
  );
}
