import type { Metadata } from "next";
import { MedicalScreen } from "@/components/members/medical-screen";
import { memberIdOf } from "../member-id";

export const metadata: Metadata = { title: "Medical details" };

export default async function MemberMedicalPage({ params }: { params: Promise<{ memberId: string }> }) {
  return <MedicalScreen memberId={await memberIdOf(params)} />;
}
