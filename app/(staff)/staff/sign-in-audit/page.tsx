import type { Metadata } from "next";
import { SignInAuditScreen } from "@/components/staff/sign-in-audit-screen";

export const metadata: Metadata = { title: "Sign-in audit" };

export default function SignInAuditPage() {
  return <SignInAuditScreen />;
}
