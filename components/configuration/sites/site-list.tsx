"use client";

import Link from "next/link";
import { messageOf } from "@/lib/bff/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useSites } from "./queries";
import { SiteFlags } from "./site-flags";

/** Every site, inactive ones included, with where it is and whether it is open and on the web. */
export function SiteList() {
  const sites = useSites();
  if (sites.isPending) return <LoadingState label="Loading sites" />;
  if (sites.isError) return <ErrorState message={messageOf(sites.error)} onRetry={() => void sites.refetch()} />;
  if (sites.data.length === 0) return <EmptyState>No sites are configured.</EmptyState>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Sites</caption>
        <thead className="border-b border-slate-300 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-4">Site</th>
            <th scope="col" className="py-2 pr-4">Id</th>
            <th scope="col" className="py-2 pr-4">Town</th>
            <th scope="col" className="py-2 pr-4">Contact</th>
            <th scope="col" className="py-2">State</th>
          </tr>
        </thead>
        <tbody>
          {sites.data.map((site) => (
            <tr key={site.id} className="border-b border-slate-200 align-top dark:border-slate-800">
              <td className="py-3 pr-4">
                <Link href={`/configuration/sites/${encodeURIComponent(site.id)}`} className="font-medium text-blue-700 hover:underline dark:text-sky-400">
                  {site.name}
                </Link>
                {site.description && <span className="block text-xs text-slate-600 dark:text-slate-400">{site.description}</span>}
              </td>
              <td className="py-3 pr-4 font-mono">{site.id}</td>
              <td className="py-3 pr-4">{site.address.townCity ?? "—"}</td>
              <td className="py-3 pr-4">
                {site.contact.telephone ?? "—"}
                {site.contact.email && <span className="block text-xs text-slate-600 dark:text-slate-400">{site.contact.email}</span>}
              </td>
              <td className="py-3">
                <SiteFlags site={site} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
