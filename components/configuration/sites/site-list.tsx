"use client";

import Link from "next/link";
import { messageOf } from "@/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useSites } from "./queries";
import { SiteFlags } from "./site-flags";
import { DataTable, Th } from "@/components/ui/data-table";

/** Every site, inactive ones included, with where it is and whether it is open and on the web. */
export function SiteList() {
  const sites = useSites();
  if (sites.isPending) return <LoadingState label="Loading sites" />;
  if (sites.isError) return <ErrorState message={messageOf(sites.error)} onRetry={() => void sites.refetch()} />;
  if (sites.data.length === 0) return <EmptyState>No sites are configured.</EmptyState>;
  return (
    <DataTable
      caption="Sites"
      head={
        <>
          <Th>Site</Th>
          <Th>Id</Th>
          <Th>Town</Th>
          <Th>Contact</Th>
          <Th last>State</Th>
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
