import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaymentCardScreen } from "@/components/members/payment-card-screen";

export const metadata: Metadata = { title: "Payment card" };

export default async function MemberPaymentCardPage({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await params;
  if (!/^\d{1,9}$/.test(memberId)) notFound();
  return <PaymentCardScreen memberId={Number(memberId)} />;
}
