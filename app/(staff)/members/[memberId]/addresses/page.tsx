import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AddressesScreen } from "@/components/members/addresses-screen";

export const metadata: Metadata = { title: "Addresses" };

export default async function MemberAddressesPage({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await params;
  if (!/^\d{1,9}$/.test(memberId)) notFound();
  return <AddressesScreen memberId={Number(memberId)} />;
}
