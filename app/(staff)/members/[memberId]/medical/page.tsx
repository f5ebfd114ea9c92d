import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MedicalScreen } from "@/components/members/medical-screen";

export const metadata: Metadata = { title: "Medical details" };

export default async function MemberMedicalPage({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await params;
  if (!/^\d{1,9}$/.test(memberId)) notFound();
  return <MedicalScreen memberId={Number(memberId)} />;
}
