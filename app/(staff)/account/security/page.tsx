import type { Metadata } from "next";
import { SecurityScreen } from "@/components/account/security-screen";

export const metadata: Metadata = { title: "Security and sign-in" };

export default function AccountSecurityPage() {
  return <SecurityScreen />;
}
