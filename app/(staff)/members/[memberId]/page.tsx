import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MemberOverviewScreen } from "@/components/members/member-overview";
import { getStaffSession } from "@/lib/auth/session";
import { dataRightsRoles, memberRecordRoles } from "@/lib/auth/roles";

export const metadata: Metadata = { title: "Member" };

export default async function MemberOverviewPage({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await params;
  if (!/^\d{1,9}$/.test(memberId)) notFound();
  const session = await getStaffSession();
  return <MemberOverviewScreen memberId={Number(memberId)} showRecord={!!session && memberRecordRoles.includes(session.role)} dataRights={!!session && dataRightsRoles.includes(session.role)} />;
}
