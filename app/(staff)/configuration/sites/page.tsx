import type { Metadata } from "next";
import { SiteList } from "@/components/configuration/sites/site-list";

export const metadata: Metadata = { title: "Sites" };

export default function SitesPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold">Sites</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        Every site of the operator, inactive ones included. Open a site to see all it holds.
      </p>
      <SiteList />
    </div>
  );
}
