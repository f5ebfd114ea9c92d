"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Fingerprint, KeyRound, LifeBuoy, Pencil, Plus, RefreshCw, Trash2, type LucideIcon } from "lucide-react";
import { ProblemError, messageOf } from "@/lib/contract/problem";
import { factorName, type FactorSummary } from "@/lib/contract/factors";
import { formatDateTime } from "@/lib/venue/format";
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

const when = (value: string | null) => (value ? formatDateTime(value) : "Never");
const cellClass = "py-2 pr-3 align-top";

/**
 * Security and sign-in: a staff member's own second factors. Passkeys (named, added, last
 * used; rename, remove, add), the authenticator app (set up, set up again, remove) and the recovery
 * codes that came with the first factor (how many are left, make new ones). Removing or adding asks for the factor again when it was
 * not proven in the last 5 minutes (the step-up dialog); the last factor of a role that requires one stays.
 */
export function SecurityScreen() {
  const mine = useMyFactors();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Security and sign-in</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Your second factors: what you use besides your password. A passkey signs you in on its own, with no password
          typed.
        </p>
      </div>
      {mine.isPending ? (
        <LoadingState label="Loading your second factors" />
      ) : mine.isError ? (
        <ErrorState message={messageOf(mine.error)} onRetry={() => void mine.refetch()} />
      ) : (
        <>
          <p className="rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700" role="note">
            {mine.data.required
              ? "Your role requires a second factor: you can remove one only while you keep another."
              : "Your role does not require a second factor, but one keeps your account safer."}
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
  const refresh = useRefreshMyFactors();
  return (
    <section aria-labelledby="passkeys-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle id="passkeys-title" icon={Fingerprint}>
          Passkeys
        </SectionTitle>
        <ModalDialog
          triggerLabel="Add a passkey"
          triggerIcon={<Plus aria-hidden className="size-4" />}
          title="Add a passkey"
        >
          {(close) => (
            <PasskeyRegistration
              onAdded={async (passkey) => {
                toast.success(`Passkey “${passkey.name}” added`);
                await refresh();
                close();
              }}
            />
          )}
        </ModalDialog>
      </div>
      {passkeys.length === 0 ? (
        <EmptyState>
          No passkeys yet. A passkey lets you sign in with this device&apos;s fingerprint, face or PIN, with nothing to
          type.
        </EmptyState>
      ) : (
        <DataTable
          caption="Your passkeys"
          head={
            <>
              <Th>Name</Th>
              <Th>Added</Th>
              <Th>Last used</Th>
              <Th last>
                <span className="sr-only">Actions</span>
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
  const refresh = useRefreshMyFactors();
  const enrolment = (label: string) => (
    <ModalDialog triggerLabel={label} triggerIcon={<KeyRound aria-hidden className="size-4" />} title={label}>
      {(close) => (
        <TotpEnrolment
          onDone={() => {
            toast.success("Authenticator app set up");
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
        Authenticator app
      </SectionTitle>
      {!app ? (
        <>
          <EmptyState>No authenticator app is set up. It shows a new 6-digit code every 30 seconds.</EmptyState>
          {enrolment("Set up an authenticator app")}
        </>
      ) : (
        <>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">Added</dt>
            <dd>{when(app.addedAt)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Last used</dt>
            <dd>{when(app.lastUsedAt)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            {enrolment("Set up again")}
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
  return (
    <section aria-labelledby="my-recovery-codes-title" className="space-y-3">
      <SectionTitle id="my-recovery-codes-title" icon={LifeBuoy}>
        Recovery codes
      </SectionTitle>
      <p className="text-sm" data-testid="recovery-codes-left">
        {left} of 10 left. Each one signs you in once when you cannot use your passkey or app.
      </p>
      <RecoveryCodesDialog />
    </section>
  );
}

function RecoveryCodesDialog() {
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[]>();
  return (
    <ModalDialog
      triggerLabel="Make new recovery codes"
      triggerIcon={<RefreshCw aria-hidden className="size-4" />}
      title="New recovery codes"
      onClosed={() => setCodes(undefined)}
    >
      {(close) =>
        codes ? (
          <RecoveryCodes codes={codes} onDone={close}>
            Your earlier recovery codes no longer work. Keep these ten somewhere safe: they are shown only now.
          </RecoveryCodes>
        ) : (
          <ConfirmRemoval
            variant="primary"
            actionLabel="Make new codes"
            removal={renew}
            variables={undefined}
            done="New recovery codes made"
            onDone={(answer) => setCodes(answer.recoveryCodes)}
            close={close}
          >
            Ten new codes replace the ones you have; the earlier ones stop working at once.
          </ConfirmRemoval>
        )
      }
    </ModalDialog>
  );
}

function RemoveDialog({ factor }: { factor: FactorSummary }) {
  const remove = useRemoveFactor();
  const what = factor.kind === "passkey" ? `passkey “${factor.name}”` : "authenticator app";
  return (
    <ModalDialog
      triggerLabel="Remove"
      triggerIcon={<Trash2 aria-hidden className="size-4" />}
      triggerAccessibleLabel={`Remove ${what}`}
      title={`Remove the ${what}?`}
    >
      {(close) => (
        <ConfirmRemoval
          removal={remove}
          variables={factor.id}
          actionLabel="Remove"
          done={`The ${what} was removed`}
          close={close}
        >
          {factor.kind === "passkey"
            ? "You will no longer be able to sign in with it. The device may still list it: remove it there too."
            : "Its codes will no longer work, and neither will your recovery codes if it is your last second factor."}
        </ConfirmRemoval>
      )}
    </ModalDialog>
  );
}

function RenameDialog({ factor }: { factor: FactorSummary }) {
  return (
    <ModalDialog
      triggerLabel="Rename"
      triggerIcon={<Pencil aria-hidden className="size-4" />}
      triggerAccessibleLabel={`Rename passkey “${factor.name}”`}
      title="Rename the passkey"
    >
      {(close) => <RenameForm factor={factor} close={close} />}
    </ModalDialog>
  );
}

function RenameForm({ factor, close }: { factor: FactorSummary; close: () => void }) {
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
          toast.success(`Passkey renamed “${name.data}”`);
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
      <TextField ref={nameRef} label="Name" defaultValue={factor.name} maxLength={60} error={error} autoFocus />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={rename.isPending}>
          Save
        </Button>
        <DialogCancel onCancel={close} />
      </div>
    </form>
  );
}
