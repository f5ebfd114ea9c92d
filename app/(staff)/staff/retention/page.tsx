import type { Metadata } from "next";
import { RetentionScreen } from "@/components/retention/retention-screen";

export const metadata: Metadata = { title: "Retention schedule" };

export default function RetentionPage() {
  return <RetentionScreen />;
}
