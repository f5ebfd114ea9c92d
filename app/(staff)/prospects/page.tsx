import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageWords } from "@/components/ui/page-words";
import { redirect } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { ProspectBoard } from "@/components/prospects/prospect-board";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { serverReads } from "../server-reads";
import { boardReads } from "./first-reads";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Prospects"))("pageTitle") };
}

/** The sales board of prospect interactions, its first reads made with the page (./first-reads.ts). */
export default async function ProspectsPage() {
  const session = await getStaffSession();
  if (!session) redirect("/sign-in");
  const state = await serverReads(boardReads(session.staffId));
  // when the server read them: the board's clock starts there, so its cards' "in 2 h" hydrate as the server wrote them
  const readAt = state?.queries[0]?.state.dataUpdatedAt;
  return (
    <HydrationBoundary state={state}>
      <PageWords namespaces={["Prospects"]}>
        <ProspectBoard staffId={session.staffId} readAt={readAt} />
      </PageWords>
    </HydrationBoundary>
  );
}
