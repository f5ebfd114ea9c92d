import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HydrationBoundary } from "@tanstack/react-query";
import { GET as staffList } from "@/app/api/staff/route";
import { StaffScreen } from "@/components/staff/staff-screen";
import { serverReads } from "../server-reads";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("StaffAccounts"))("title") };
}

/** The list is read on the server (the route's own read): the page's HTML holds it, and start-up loads no declarations. */
export default async function StaffPage() {
  return (
    <HydrationBoundary state={await serverReads([staffList.read()])}>
      <StaffScreen />
    </HydrationBoundary>
  );
}
