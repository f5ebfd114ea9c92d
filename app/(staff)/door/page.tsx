import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { DoorScreen } from "@/components/visits/door-screen";
import { PageWords } from "@/components/ui/page-words";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { readingSession } from "../server-reads";
import { doorFirstReads } from "./first-reads";

export const metadata: Metadata = { title: "Door" };

/** The door: the sites and who is in today are read with the page (./first-reads.ts), so the first paint shows them. */
export default async function DoorPage() {
  if (!(await getStaffSession())) redirect("/sign-in");
  const reading = await readingSession(); // nobody for a router prefetch
  return (
    <HydrationBoundary state={reading && (await doorFirstReads(reading))}>
      <PageWords namespaces={["Door", "Live"]}>
        <DoorScreen />
      </PageWords>
    </HydrationBoundary>
  );
}
