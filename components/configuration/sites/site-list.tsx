"use client";

import Link from "next/link";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useSites } from "./queries";
import { SiteFlags } from "./site-flags";
import { DataTable, Th } from "@/components/ui/data-table";
import { useTranslations } from "@/components/ui/catalogue";

/** Every site, inactive ones included, with where it is and whether it is open and on the web. */
export function SiteList() {
  const t = useTranslations("Configuration");
  const sites = useSites();
  if (sites.isPending) return <LoadingState label={t("sites.loading")} />;
  if (sites.isError) return <ErrorState message={messageOf(sites.error)} onRetry={() => void sites.refetch()} />;
  if (sites.data.length === 0) return <EmptyState>{t("sites.none")}</EmptyState>;
  return (
    <DataTable
      caption={t("sites.title")}
      head={
        <>
          <Th>{t("sites.site")}</Th>
          <Th>{t("sites.id")}</Th>
          <Th>{t("sites.town")}</Th>
          <Th>{t("sites.contact")}</Th>
          <Th last>{t("sites.state")}</Th>
        </>
      }
    >
      {sites.data.map((site) => (
        <tr key={site.id} className="border-b border-slate-200 align-top dark:border-slate-800">
          <td className="py-3 pr-4">
            <Link
              href={`/configuration/sites/${encodeURIComponent(site.id)}`}
              className="font-medium text-blue-700 hover:underline dark:text-sky-400"
            >
              {site.name}
            </Link>
            {site.description && (
              <span className="block text-xs text-slate-600 dark:text-slate-400">{site.description}</span>
            )}
          </td>
          <td className="py-3 pr-4 font-mono">{site.id}</td>
          <td className="py-3 pr-4">{site.address.townCity ?? "—"}</td>
          <td className="py-3 pr-4">
            {site.contact.telephone ?? "—"}
            {site.contact.email && (
              <span className="block text-xs text-slate-600 dark:text-slate-400">{site.contact.email}</span>
            )}
          </td>
          <td className="py-3">
            <SiteFlags site={site} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
