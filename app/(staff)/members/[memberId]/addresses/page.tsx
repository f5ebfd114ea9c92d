import type { Metadata } from "next";
import { AddressesScreen } from "@/components/members/addresses-screen";
import { memberIdOf } from "../member-id";

export const metadata: Metadata = { title: "Addresses" };

export default async function MemberAddressesPage({ params }: { params: Promise<{ memberId: string }> }) {
  return <AddressesScreen memberId={await memberIdOf(params)} />;
}
