import type { Metadata } from "next";
import { ConsentScreen } from "@/components/members/consent-screen";
import { memberIdOf } from "../member-id";

export const metadata: Metadata = { title: "Consent" };

export default async function MemberConsentPage({ params }: { params: Promise<{ memberId: string }> }) {
  return <ConsentScreen memberId={await memberIdOf(params)} />;
}
