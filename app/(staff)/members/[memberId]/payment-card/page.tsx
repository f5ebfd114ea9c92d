import { redirect } from "next/navigation";

/** The overview's tile links here; the payment-card screen lives at /members/{memberId}/card. */
export default async function PaymentCardRedirect({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await params;
  redirect(`/members/${memberId}/card`);
}
