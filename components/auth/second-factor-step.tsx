"use client";

import { Button } from "@/components/ui/button";
import { ProveFactorForm, continueTo } from "./second-factor-form";
import { TotpEnrolment } from "./totp-enrolment";

const signOut = () => import("next-auth/react").then((m) => m.signOut({ callbackUrl: "/sign-in" }));

/** The page after the password: prove the second factor, or set one up when the role requires it; or sign out. */
export function SecondFactorStep({ pending, returnTo }: { pending: "verify" | "enrol"; returnTo: string }) {
  const done = () => continueTo(returnTo);
  return (
    <>
      {pending === "verify" ? <ProveFactorForm onProven={done} /> : <TotpEnrolment onDone={() => void done()} />}
      <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="ghost" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </>
  );
}
