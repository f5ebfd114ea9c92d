import type { Metadata } from "next";
import { PaymentCardScreen } from "@/components/members/payment-card-screen";
import { memberIdOf } from "../member-id";

export const metadata: Metadata = { title: "Payment card" };

export default async function MemberPaymentCardPage({ params }: { params: Promise<{ memberId: string }> }) {
  return <PaymentCardScreen memberId={await memberIdOf(params)} />;
}
