import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MemberBookingsScreen } from "@/components/bookings/member-bookings-screen";

export const metadata: Metadata = { title: "Bookings" };

export default async function MemberBookingsPage({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await params;
  if (!/^\d{1,9}$/.test(memberId)) notFound();
  return <MemberBookingsScreen memberId={Number(memberId)} />;
}
