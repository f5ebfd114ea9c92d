import type { Metadata } from "next";
import Link from "next/link";
import { Plus } from "lucide-react";
import { UserFieldList } from "@/components/configuration/user-fields/user-field-list";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "User fields" };

export default async function UserFieldsPage({ searchParams }: { searchParams: Promise<{ created?: string }> }) {
  const { created } = await searchParams;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">User fields</h1>
        <Link href="/configuration/user-fields/new" className={buttonClass("primary")}>
          <Plus aria-hidden className="size-4" />
          New user field
        </Link>
      </div>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        Extra fields the operator keeps on every member&apos;s record, in display order.
      </p>
      <UserFieldList highlightId={created && /^\d+$/.test(created) ? Number(created) : undefined} />
    </div>
  );
}
