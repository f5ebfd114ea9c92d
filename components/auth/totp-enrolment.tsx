"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { api } from "@frontdesk/lib/api/areas";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { FormFailure } from "@/components/ui/form-failure";
import { useTranslations } from "@/components/ui/catalogue";

type Enrolment = { factorId: number; key: string; qrSvg: string };

/**
 * Sets up an authenticator app: the QR code (drawn on the server) and the key as text, then a first
 * code, which makes it count; then the ten recovery codes, shown this once.
 */
export function TotpEnrolment({ onDone }: { onDone: () => void }) {
  const t = useTranslations("Factors");
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      setEnrolment(await api.factors.call("startTotp", {}));
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const code = codeRef.current?.value.trim() ?? "";
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setError(t("codeRequired"));
      return codeRef.current?.focus();
    }
    setBusy(true);
    setError(undefined);
    setFailure(undefined);
    try {
      const answer = await api.factors.call("confirmTotp", {
        params: { factorId: enrolment!.factorId },
        body: { code },
      });
      setCodes(answer.recoveryCodes);
    } catch (e) {
      const field = e instanceof ProblemError ? e.problem.errors?.code?.[0] : undefined;
      if (field) setError(field);
      else setFailure(messageOf(e));
      codeRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  if (codes)
    return (
      <RecoveryCodes codes={codes} onDone={onDone}>
        {t("appCodes")}
      </RecoveryCodes>
    );

  if (!enrolment)
    return (
      <div className="space-y-3">
        <FormFailure message={failure} />
        <Button variant="primary" onClick={() => void start()} disabled={busy}>
          {t("setUpApp")}
        </Button>
      </div>
    );

  return (
    <form onSubmit={(e) => void confirm(e)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("scan")}</p>
      <div
        role="img"
        aria-label={t("qrCode")}
        className="mx-auto h-44 w-44 bg-white p-1"
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <p className="text-sm">
        {t("key")}{" "}
        <code className="font-mono break-all" data-testid="totp-key">
          {enrolment.key}
        </code>
      </p>
      <TextField
        ref={codeRef}
        label={t("codeLabel")}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error}
        autoFocus
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {t("confirm")}
      </Button>
    </form>
  );
}

/** Recovery codes, shown this once (after an enrolment, or made anew), and the button that goes on. */
export function RecoveryCodes({
  codes,
  onDone,
  children,
}: {
  codes: string[];
  onDone: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("Factors");
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3">
      <h2 id="recovery-codes-title" className="text-lg font-semibold">
        {t("codesTitle")}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{children}</p>
      <ul aria-label={t("codesList")} className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button variant="primary" onClick={onDone}>
        {t("codesKept")}
      </Button>
    </section>
  );
}
