import type { Metadata } from "next";
import { MemberOverviewScreen } from "@/components/members/member-overview";
import { getStaffSession } from "@/lib/auth/session";
import { can } from "@/lib/contract/roles";
import { memberIdOf } from "./member-id";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

export const metadata: Metadata = { title: "Member" };

export default async function MemberOverviewPage({ params }: { params: Promise<{ memberId: string }> }) {
  const memberId = await memberIdOf(params);
  const session = await getStaffSession();
  // The overview is read here, as GET /api/members/{id} would read it, so the page's first paint shows
  // the member (no wait for the scripts and a second request); any failure is left to the screen's own read.
  const initialOverview =
    session && can(session.role, "members.find")
      ? await callPlatform({ staffId: session.staffId, role: session.role }, members.getMember, {
          params: { memberId },
        }).catch(() => undefined)
      : undefined;
  return (
    <MemberOverviewScreen
      memberId={memberId}
      showRecord={!!session && can(session.role, "members.records")}
      dataRights={!!session && can(session.role, "members.dataRights")}
      initialOverview={initialOverview}
    />
  );
}
