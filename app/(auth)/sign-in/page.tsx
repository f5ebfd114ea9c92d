import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { ThemeToggle } from "@/components/shell/theme-toggle";
import { getStaffSession } from "@/lib/auth/session";
import { homeOf } from "@/lib/auth/roles";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const session = await getStaffSession();
  if (session) redirect(homeOf[session.role]);
  const { callbackUrl } = await searchParams;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-900">
      <header className="flex justify-end p-3">
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-[12vh]">
        <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-950">
          <h1 className="text-2xl font-semibold">Sign in to Frontdesk</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Use your staff username or email.</p>
          <SignInForm callbackUrl={safeCallback(callbackUrl)} />
        </div>
      </main>
    </div>
  );
}

/** Only a path on this site (never another origin) is a place to return to. */
function safeCallback(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, "http://x");
    if (url.origin !== "http://x" && !/^https?:\/\/[^/]+/.test(value)) return undefined;
    const path = `${url.pathname}${url.search}`;
    return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/sign-in") ? path : undefined;
  } catch {
    return undefined;
  }
}
