import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HydrationBoundary } from "@tanstack/react-query";
import { GET as templates } from "@/app/api/communications/email-templates/route";
import { GET as templateQueries } from "@/app/api/communications/queries/route";
import { GET as templateTypes } from "@/app/api/communications/template-types/route";
import { EmailTemplateListScreen } from "@/components/communications/email-template-list";
import { serverReads } from "../server-reads";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Communications"))("title") };
}

/**
 * The templates, their data queries and their kinds are read on the server (the routes' own reads): the page's HTML
 * holds the list, and start-up makes no client read (nor loads the communications declarations and zod).
 */
export default async function CommunicationsPage() {
  const state = await serverReads([templates.read(), templateQueries.read(), templateTypes.read()]);
  return (
    <HydrationBoundary state={state}>
      <EmailTemplateListScreen />
    </HydrationBoundary>
  );
}
