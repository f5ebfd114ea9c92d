"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Fingerprint, KeyRound, LifeBuoy, Pencil, Plus, RefreshCw, Trash2, type LucideIcon } from "lucide-react";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import { factorName, type FactorSummary } from "@frontdesk/lib/contract/factors";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { Button } from "@/components/ui/button";
import { ConfirmRemoval } from "@/components/ui/confirm-removal";
import { DataTable, Th } from "@/components/ui/data-table";
import { DialogCancel, ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { TextField } from "@/components/ui/text-field";
import { FormFailure } from "@/components/ui/form-failure";
import { toast } from "@/components/ui/toast";
import { PasskeyRegistration } from "@/components/auth/passkey-registration";
import { RecoveryCodes, TotpEnrolment } from "@/components/auth/totp-enrolment";
import { useMyFactors, useRefreshMyFactors, useRemoveFactor, useRenameFactor, useRenewRecoveryCodes } from "./queries";

/** A date and time, or "Never" (messages/*.json, Account.never). */
function useWhen() {
  const t = useTranslations("Account");
  return (value: string | null) => (value ? formatDateTime(value) : t("never"));
}
const cellClass = "py-2 pr-3 align-top";

/**
 * Security and sign-in: a staff member's own second factors. Passkeys (named, added, last
 * used; rename, remove, add), the authenticator app (set up, set up again, remove) and the recovery
 * codes that came with the first factor (how many are left, make new ones). Removing or adding asks for the factor again when it was
 * not proven in the last 5 minutes (the step-up dialog); the last factor of a role that requires one stays.
 */
export function SecurityScreen() {
  const t = useTranslations("Account");
  const mine = useMyFactors();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("intro")}</p>
      </div>
      {mine.isPending ? (
        <LoadingState label={t("loading")} />
      ) : mine.isError ? (
        <ErrorState message={messageOf(mine.error)} onRetry={() => void mine.refetch()} />
      ) : (
        <>
          <p className="rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700" role="note">
            {mine.data.required ? t("required") : t("notRequired")}
          </p>
          <PasskeySection passkeys={mine.data.factors.filter((f) => f.kind === "passkey")} />
          <AuthenticatorSection app={mine.data.factors.find((f) => f.kind === "totp")} />
          {mine.data.factors.length > 0 && <RecoveryCodesSection left={mine.data.recoveryCodesLeft} />}
        </>
      )}
    </div>
  );
}

function PasskeySection({ passkeys }: { passkeys: FactorSummary[] }) {
  const t = useTranslations("Account");
  const when = useWhen();
  const refresh = useRefreshMyFactors();
  return (
    <section aria-labelledby="passkeys-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle id="passkeys-title" icon={Fingerprint}>
          {t("passkeys")}
        </SectionTitle>
        <ModalDialog
          triggerLabel={t("addPasskey")}
          triggerIcon={<Plus aria-hidden className="size-4" />}
          title={t("addPasskey")}
        >
          {(close) => (
            <PasskeyRegistration
              onAdded={async (passkey) => {
                toast.success(t("passkeyAdded", { name: passkey.name }));
                await refresh();
                close();
              }}
            />
          )}
        </ModalDialog>
      </div>
      {passkeys.length === 0 ? (
        <EmptyState>{t("noPasskeys")}</EmptyState>
      ) : (
        <DataTable
          caption={t("yourPasskeys")}
          head={
            <>
              <Th>{t("name")}</Th>
              <Th>{t("added")}</Th>
              <Th>{t("lastUsed")}</Th>
              <Th last>
                <span className="sr-only">{t("actions")}</span>
              </Th>
            </>
          }
        >
          {passkeys.map((passkey) => (
            <tr key={passkey.id} className="border-b border-slate-200 dark:border-slate-800">
              <td className={`${cellClass} font-medium`}>{passkey.name}</td>
              <td className={cellClass}>{when(passkey.addedAt)}</td>
              <td className={cellClass} data-testid="passkey-last-used">
                {when(passkey.lastUsedAt)}
              </td>
              <td className="py-2 text-right">
                <div className="flex justify-end gap-2">
                  <RenameDialog factor={passkey} />
                  <RemoveDialog factor={passkey} />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function AuthenticatorSection({ app }: { app?: FactorSummary }) {
  const t = useTranslations("Account");
  const when = useWhen();
  const refresh = useRefreshMyFactors();
  const enrolment = (label: string) => (
    <ModalDialog triggerLabel={label} triggerIcon={<KeyRound aria-hidden className="size-4" />} title={label}>
      {(close) => (
        <TotpEnrolment
          onDone={() => {
            toast.success(t("appSetUp"));
            void refresh();
            close();
          }}
        />
      )}
    </ModalDialog>
  );
  return (
    <section aria-labelledby="authenticator-title" className="space-y-3">
      <SectionTitle id="authenticator-title" icon={KeyRound}>
        {t("app")}
      </SectionTitle>
      {!app ? (
        <>
          <EmptyState>{t("noApp")}</EmptyState>
          {enrolment(t("setUpApp"))}
        </>
      ) : (
        <>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t("added")}</dt>
            <dd>{when(app.addedAt)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t("lastUsed")}</dt>
            <dd>{when(app.lastUsedAt)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            {enrolment(t("setUpAgain"))}
            <RemoveDialog factor={app} />
          </div>
        </>
      )}
    </section>
  );
}

/** A section's heading with its icon. */
function SectionTitle({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
      <Icon aria-hidden className="size-5" />
      {children}
    </h2>
  );
}

/** Recovery codes come with the first factor, whichever kind: how many are left, and new ones. */
function RecoveryCodesSection({ left }: { left: number }) {
  const t = useTranslations("Account");
  return (
    <section aria-labelledby="my-recovery-codes-title" className="space-y-3">
      <SectionTitle id="my-recovery-codes-title" icon={LifeBuoy}>
        {t("codes")}
      </SectionTitle>
      <p className="text-sm" data-testid="recovery-codes-left">
        {t("codesLeft", { left })}
      </p>
      <RecoveryCodesDialog />
    </section>
  );
}

function RecoveryCodesDialog() {
  const t = useTranslations("Account");
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[]>();
  return (
    <ModalDialog
      triggerLabel={t("makeCodes")}
      triggerIcon={<RefreshCw aria-hidden className="size-4" />}
      title={t("newCodes")}
      onClosed={() => setCodes(undefined)}
    >
      {(close) =>
        codes ? (
          <RecoveryCodes codes={codes} onDone={close}>
            {t("codesShown")}
          </RecoveryCodes>
        ) : (
          <ConfirmRemoval
            variant="primary"
            actionLabel={t("makeCodesAction")}
            removal={renew}
            variables={undefined}
            done={t("codesMade")}
            onDone={(answer) => setCodes(answer.recoveryCodes)}
            close={close}
          >
            {t("codesReplace")}
          </ConfirmRemoval>
        )
      }
    </ModalDialog>
  );
}

function RemoveDialog({ factor }: { factor: FactorSummary }) {
  const t = useTranslations("Account");
  const remove = useRemoveFactor();
  const passkey = factor.kind === "passkey";
  const named = { name: factor.name };
  return (
    <ModalDialog
      triggerLabel={t("remove")}
      triggerIcon={<Trash2 aria-hidden className="size-4" />}
      triggerAccessibleLabel={passkey ? t("removePasskey", named) : t("removeApp")}
      title={passkey ? t("removePasskeyTitle", named) : t("removeAppTitle")}
    >
      {(close) => (
        <ConfirmRemoval
          removal={remove}
          variables={factor.id}
          actionLabel={t("remove")}
          done={passkey ? t("passkeyRemoved", named) : t("appRemoved")}
          close={close}
        >
          {passkey ? t("removePasskeyExplain") : t("removeAppExplain")}
        </ConfirmRemoval>
      )}
    </ModalDialog>
  );
}

function RenameDialog({ factor }: { factor: FactorSummary }) {
  const t = useTranslations("Account");
  return (
    <ModalDialog
      triggerLabel={t("rename")}
      triggerIcon={<Pencil aria-hidden className="size-4" />}
      triggerAccessibleLabel={t("renamePasskey", { name: factor.name })}
      title={t("renameTitle")}
    >
      {(close) => <RenameForm factor={factor} close={close} />}
    </ModalDialog>
  );
}

function RenameForm({ factor, close }: { factor: FactorSummary; close: () => void }) {
  const t = useTranslations("Account");
  const rename = useRenameFactor();
  const nameRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = factorName.safeParse(nameRef.current?.value ?? "");
    if (!name.success) {
      setError(name.error.issues[0].message);
      return nameRef.current?.focus();
    }
    setError(undefined);
    rename.mutate(
      { factorId: factor.id, name: name.data },
      {
        onSuccess: () => {
          toast.success(t("renamed", { name: name.data }));
          close();
        },
        onError: (e) => {
          const field = e instanceof ProblemError ? e.problem.errors?.name?.[0] : undefined;
          if (field) setError(field);
          else setFailure(messageOf(e));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormFailure message={failure} />
      <TextField ref={nameRef} label={t("name")} defaultValue={factor.name} maxLength={60} error={error} autoFocus />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={rename.isPending}>
          {t("save")}
        </Button>
        <DialogCancel onCancel={close} />
      </div>
    </form>
  );
}
