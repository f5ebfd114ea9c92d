import type { Metadata } from "next";
import Link from "next/link";
import { ShieldX } from "lucide-react";
import { getStaffSession } from "@/lib/auth/session";
import { homeOf, roleLabels } from "@/lib/contract/roles";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Not available for your role" };

/** Shown (with status 403, by the proxy's rewrite) when a role opens another role's screen. */
export default async function NotAvailablePage({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  const session = await getStaffSession();
  const { from } = await searchParams;
  return (
    <section aria-labelledby="not-available-title" className="mx-auto mt-16 max-w-lg text-center">
      <ShieldX aria-hidden className="mx-auto size-12 text-slate-500" />
      <h1 id="not-available-title" className="mt-4 text-2xl font-semibold">
        Not available for your role
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {from ? (
          <>
            The page <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{from}</code> is
          </>
        ) : (
          "This page is"
        )}{" "}
        not part of the {session ? roleLabels[session.role].toLowerCase() : "your"} role&apos;s work. Ask a manager if
        you need it.
      </p>
      {session && (
        <Link href={homeOf[session.role]} className={buttonClass("primary", "mt-6")}>
          Go to your start page
        </Link>
      )}
    </section>
  );
}
