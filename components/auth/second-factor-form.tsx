"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Fingerprint } from "lucide-react";
import { api } from "@frontdesk/lib/api/areas";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { FormFailure } from "@/components/ui/form-failure";
import type { FactorSummary } from "@frontdesk/lib/contract/factors";
import { provePasskey } from "./passkey-browser";

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * The proof of a second factor: a passkey, an authenticator-app code, or a recovery code instead, as
 * the staff member holds them (`kinds`). The second step after the password and the step-up dialog
 * both use it; `onProven` runs once it is accepted.
 */
export function ProveFactorForm({
  onProven,
  kinds,
}: {
  onProven: () => void | Promise<void>;
  kinds: readonly FactorSummary["kind"][];
}) {
  const t = useTranslations("SecondFactor");
  const [method, setMethod] = useState<"totp" | "recovery">("totp");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // Until the page is interactive Confirm stays disabled, so a code typed early is never sent in a native submit
  // (a GET of the page, the code lost) but by the form once it can (as the sign-in form does).
  const interactive = useSyncExternalStore(noSubscription, isClient, isServer);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = codeRef.current?.value.trim() ?? "";
    const missing =
      method === "totp"
        ? !/^\d{6}$/.test(code.replace(/\s/g, "")) && t("codeRequired")
        : !code && t("recoveryRequired");
    if (missing) {
      setError(missing);
      return codeRef.current?.focus();
    }
    setBusy(true);
    setError(undefined);
    setFailure(undefined);
    try {
      await api.factors.call("prove", { body: { method, code } });
      await onProven();
    } catch (e) {
      const field = e instanceof ProblemError ? e.problem.errors?.code?.[0] : undefined;
      if (field) setError(field);
      else setFailure(messageOf(e));
      if (codeRef.current) codeRef.current.value = "";
      codeRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const provePasskeyNow = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await provePasskey();
      await onProven();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const hasApp = kinds.includes("totp");
  const other = method === "totp" ? "recovery" : "totp";
  const passkeyButton = kinds.includes("passkey") && (
    <Button variant={hasApp ? "secondary" : "primary"} onClick={() => void provePasskeyNow()} disabled={busy}>
      <Fingerprint aria-hidden className="size-4" />
      {t("usePasskey")}
    </Button>
  );
  if (!hasApp)
    return (
      <div className="space-y-4">
        <FormFailure message={failure} />
        {passkeyButton}
      </div>
    );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      {passkeyButton && (
        <div className="space-y-2 border-b border-slate-200 pb-4 dark:border-slate-700">
          {passkeyButton}
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("orCode")}</p>
        </div>
      )}
      <TextField
        key={method}
        ref={codeRef}
        label={method === "totp" ? t("codeLabel") : t("recoveryLabel")}
        inputMode={method === "totp" ? "numeric" : "text"}
        autoComplete="one-time-code"
        error={error}
        autoFocus
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={busy || !interactive}>
          {t("confirm")}
        </Button>
        <button
          type="button"
          className="text-sm text-blue-700 underline dark:text-blue-400"
          onClick={() => {
            setMethod(other);
            setError(undefined);
          }}
        >
          {other === "recovery" ? t("useRecovery") : t("useApp")}
        </button>
      </div>
    </form>
  );
}

/** Once the second step is done: the session cookie's mark is refreshed (next-auth), then on to the page asked for. */
export async function continueTo(returnTo: string) {
  const { getSession } = await import("next-auth/react");
  await getSession();
  window.location.assign(returnTo);
}
