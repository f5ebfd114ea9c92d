import type { Metadata } from "next";
import { MemberBookingsScreen } from "@/components/bookings/member-bookings-screen";
import { memberIdOf } from "../member-id";

export const metadata: Metadata = { title: "Bookings" };

export default async function MemberBookingsPage({ params }: { params: Promise<{ memberId: string }> }) {
  return <MemberBookingsScreen memberId={await memberIdOf(params)} />;
}
