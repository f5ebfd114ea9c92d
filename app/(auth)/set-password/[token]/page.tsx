import type { Metadata } from "next";
import Link from "next/link";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { AuthCard } from "@/components/auth/auth-card";
import { setPasswordAction } from "./actions";
import { passwordLinkMessage, passwordLinkState } from "@/lib/auth/staff-accounts";

// The token is in the path: never send it on to another site in a Referer.
export const metadata: Metadata = { title: "Set your password", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default async function SetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await passwordLinkState(token);
  return (
    <AuthCard title="Set your password">
      {link.state === "valid" ? (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Hello {link.name}. Choose the password you will sign in with as <strong>{link.username}</strong>. Nobody
            else sees it, administrators included.
          </p>
          <SetPasswordForm token={token} username={link.username} setPassword={setPasswordAction} />
        </>
      ) : (
        <>
          <p
            role="alert"
            className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            {passwordLinkMessage(link.state)}
          </p>
          <p className="mt-4 text-sm">
            <Link href="/sign-in" className="underline underline-offset-2">
              Go to sign-in
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
