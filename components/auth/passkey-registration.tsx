"use client";

import { useRef, useState, type FormEvent } from "react";
import { Fingerprint } from "lucide-react";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import { factorName, type FactorSummary } from "@frontdesk/lib/contract/factors";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { FormFailure } from "@/components/ui/form-failure";
import { useTranslations } from "@/components/ui/catalogue";
import { addPasskey, passkeysSupported } from "./passkey-browser";
import { RecoveryCodes } from "./totp-enrolment";

/**
 * Adds a passkey to my account: a name for it (checked here with the server's own rule), then this
 * device's prompt (fingerprint, face or PIN). `onAdded` gets the new passkey; when it is my first factor,
 * after its recovery codes were shown (this once).
 */
export function PasskeyRegistration({ onAdded }: { onAdded: (passkey: FactorSummary) => void | Promise<void> }) {
  const t = useTranslations("Factors");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<FactorSummary & { recoveryCodes: string[] }>();
  const nameRef = useRef<HTMLInputElement>(null);

  if (added)
    return (
      <RecoveryCodes codes={added.recoveryCodes} onDone={() => void onAdded(added)}>
        {t("passkeyCodes")}
      </RecoveryCodes>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = factorName.safeParse(nameRef.current?.value ?? "");
    if (!name.success) {
      setError(name.error.issues[0].message);
      return nameRef.current?.focus();
    }
    if (!passkeysSupported()) return setFailure(t("noPasskeys"));
    setBusy(true);
    setError(undefined);
    setFailure(undefined);
    try {
      const { recoveryCodes, ...passkey } = await addPasskey(name.data);
      if (recoveryCodes) setAdded({ ...passkey, recoveryCodes });
      else await onAdded(passkey);
    } catch (e) {
      const field = e instanceof ProblemError ? e.problem.errors?.name?.[0] : undefined;
      if (field) setError(field);
      else setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <FormFailure message={failure} />
      <TextField ref={nameRef} label={t("passkeyName")} hint={t("passkeyNameHint")} maxLength={60} error={error} />
      <Button type="submit" variant="primary" disabled={busy}>
        <Fingerprint aria-hidden className="size-4" />
        {busy ? t("waitingForDevice") : t("addPasskey")}
      </Button>
    </form>
  );
}
