"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { Button } from "@/components/ui/button";
import { ProveFactorForm, continueTo } from "./second-factor-form";
import { TotpEnrolment } from "./totp-enrolment";
import { PasskeyRegistration } from "./passkey-registration";
import type { FactorSummary } from "@frontdesk/lib/contract/factors";

const signOut = () => import("next-auth/react").then((m) => m.signOut({ callbackUrl: "/sign-in" }));

/**
 * The page after the password: prove the second factor (with what the staff member holds: `kinds`), or
 * set one up when the role requires it (an authenticator app or a passkey); or sign out.
 */
export function SecondFactorStep({
  pending,
  returnTo,
  kinds,
}: {
  pending: "verify" | "enrol";
  returnTo: string;
  kinds: FactorSummary["kind"][];
}) {
  const t = useTranslations("SecondFactor");
  const done = () => continueTo(returnTo);
  return (
    <>
      {pending === "verify" ? (
        <ProveFactorForm onProven={done} kinds={kinds} />
      ) : (
        <div className="space-y-6">
          <TotpEnrolment onDone={() => void done()} />
          <section aria-labelledby="enrol-passkey" className="border-t border-slate-200 pt-4 dark:border-slate-700">
            <h2 id="enrol-passkey" className="mb-2 text-sm font-semibold">
              {t("orPasskey")}
            </h2>
            <PasskeyRegistration onAdded={done} />
          </section>
        </div>
      )}
      <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="ghost" onClick={() => void signOut()}>
          {t("signOut")}
        </Button>
      </div>
    </>
  );
}
