import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsentScreen } from "@/components/members/consent-screen";

export const metadata: Metadata = { title: "Consent" };

export default async function MemberConsentPage({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await params;
  if (!/^\d{1,9}$/.test(memberId)) notFound();
  return <ConsentScreen memberId={Number(memberId)} />;
}
