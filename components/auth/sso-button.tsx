"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Starts OpenID Connect sign-in (the real redirect to the venue's identity provider). */
export function SsoButton({
  name,
  callbackUrl,
  separated,
}: {
  name: string;
  callbackUrl?: string;
  separated: boolean;
}) {
  const t = useTranslations("SignIn");
  return (
    <div className={separated ? "mt-6 border-t border-slate-200 pt-4 dark:border-slate-700" : "mt-6"}>
      <Button
        className="w-full"
        variant={separated ? "secondary" : "primary"}
        onClick={() =>
          void import("next-auth/react").then(({ signIn }) => signIn("oidc", { callbackUrl: callbackUrl ?? "/" }))
        }
      >
        <KeyRound aria-hidden className="size-4" />
        {t("sso", { provider: name })}
      </Button>
    </div>
  );
}
