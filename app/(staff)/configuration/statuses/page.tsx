import type { Metadata } from "next";
import { StatusList } from "@/components/configuration/statuses/status-list";

export const metadata: Metadata = { title: "Member statuses" };

export default function StatusesPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold">Member statuses</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        How each status looks on a member&apos;s record and what it does to the members who hold it.
      </p>
      <StatusList />
    </div>
  );
}
