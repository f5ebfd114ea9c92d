"use client";

import { toast } from "@/components/ui/toast";
import { KeyRound, LogOut, ShieldOff, UserCheck, UserX } from "lucide-react";
import { messageOf, ProblemError } from "@/lib/contract/problem";
import { roleLabels, roles, type Role } from "@/lib/contract/roles";
import type { PasswordLink, StaffMember } from "@/lib/contract/staff";
import { factorKindLabels } from "@/lib/contract/factor-words";
import { formatDateTime } from "@/lib/venue/format";
import { Button } from "@/components/ui/button";
import { DialogCancel, ModalDialog } from "@/components/ui/modal-dialog";
import { useChangeStaff, useResetFactors, useResetPassword, useSignOutEverywhere } from "./queries";

const lastSignIn = (value: string | null) => (value ? formatDateTime(value) : "Never");

/** A failed action on a row: its first field message (or the problem's) under the table and in a toast. */
function useRowFailure(name: string, onError: (message: string | undefined) => void) {
  return (error: unknown) => {
    const message =
      error instanceof ProblemError
        ? (Object.values(error.problem.errors ?? {}).flat()[0] ?? messageOf(error))
        : messageOf(error);
    onError(`${name}: ${message}`);
    toast.error(message);
  };
}

/** One staff member on the Staff screen: their role (changed in place), state, factors and actions. */
export function StaffRow({
  member,
  factorRequired,
  onLink,
  onError,
}: {
  member: StaffMember;
  factorRequired: boolean;
  onLink: (link: PasswordLink) => void;
  onError: (message: string | undefined) => void;
}) {
  const change = useChangeStaff();
  const factors = member.factors ?? [];

  const failed = useRowFailure(member.name, onError);
  const changeRole = async (role: Role) => {
    onError(undefined);
    try {
      await change.mutateAsync({ staffId: member.id, change: { role } });
      toast.success(`${member.name} is now ${roleLabels[role]}. They sign in again to use it.`);
    } catch (error) {
      failed(error);
    }
  };
  return (
    <tr className="border-b border-slate-200 align-top dark:border-slate-800">
      <td className="py-2 pr-4">
        <span className="font-medium">{member.name}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{member.username}</span>
      </td>
      <td className="py-2 pr-4 break-all">{member.email}</td>
      <td className="py-2 pr-4">
        <label htmlFor={`role-${member.id}`} className="sr-only">
          Role of {member.name}
        </label>
        <select
          id={`role-${member.id}`}
          value={member.role}
          disabled={change.isPending}
          onChange={(e) => void changeRole(e.target.value as Role)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </td>
      <td className="py-2 pr-4">{member.homeSiteName ?? "None"}</td>
      <td className="py-2 pr-4">
        {member.active ? (member.hasPassword ? "Active" : "Active, no password yet") : "Deactivated"}
      </td>
      <td className="py-2 pr-4">
        {factors.length > 0
          ? factors.map((kind) => factorKindLabels[kind]).join(", ")
          : factorRequired
            ? "None yet (asked at next sign-in)"
            : "None"}
      </td>
      <td className="py-2 pr-4 whitespace-nowrap">{lastSignIn(member.lastSignInAt)}</td>
      <td className="py-2">
        <div className="flex flex-wrap gap-1">
          <ActiveToggle member={member} onError={onError} failed={failed} />
          <ResetPassword member={member} onError={onError} onLink={onLink} failed={failed} />
          {factors.length > 0 && (
            <ResetFactor member={member} factorRequired={factorRequired} onError={onError} failed={failed} />
          )}
          <SignOutEverywhere member={member} onError={onError} failed={failed} />
        </div>
      </td>
    </tr>
  );
}

/** What each of a row's actions is given: its staff member, and where its failure goes. */
interface RowAction {
  member: StaffMember;
  onError: (message: string | undefined) => void;
  failed: (error: unknown) => void;
}

/** Deactivate (asked first: it ends their sessions) or reactivate. */
function ActiveToggle({ member, onError, failed }: RowAction) {
  const change = useChangeStaff();
  const setActive = async (active: boolean, close?: () => void) => {
    onError(undefined);
    try {
      await change.mutateAsync({ staffId: member.id, change: { active } });
      toast.success(active ? `${member.name} can sign in again` : `${member.name} is deactivated and signed out`);
      close?.();
    } catch (error) {
      close?.();
      failed(error);
    }
  };

  return member.active ? (
    <ModalDialog
      triggerLabel="Deactivate"
      triggerAccessibleLabel={`Deactivate ${member.name}`}
      triggerIcon={<UserX aria-hidden className="size-4" />}
      title={`Deactivate ${member.name}?`}
    >
      {(close) => (
        <div className="space-y-4">
          <p className="text-sm">
            They can no longer sign in, and every session they have open ends at their next click. You can reactivate
            them later.
          </p>
          <div className="flex gap-2">
            <Button variant="danger" disabled={change.isPending} onClick={() => void setActive(false, close)}>
              Deactivate
            </Button>
            <DialogCancel onCancel={close} />
          </div>
        </div>
      )}
    </ModalDialog>
  ) : (
    <Button
      className="px-2.5 py-1.5"
      aria-label={`Reactivate ${member.name}`}
      disabled={change.isPending}
      onClick={() => void setActive(true)}
    >
      <UserCheck aria-hidden className="size-4" />
      Reactivate
    </Button>
  );
}

function ResetPassword({ member, onError, onLink, failed }: RowAction & { onLink: (link: PasswordLink) => void }) {
  const reset = useResetPassword();
  return (
    <Button
      className="px-2.5 py-1.5"
      aria-label={`Reset password of ${member.name}`}
      disabled={reset.isPending}
      onClick={async () => {
        onError(undefined);
        try {
          onLink(await reset.mutateAsync(member.id));
          toast.success(`New set-password link for ${member.name}`);
        } catch (error) {
          failed(error);
        }
      }}
    >
      <KeyRound aria-hidden className="size-4" />
      Reset password
    </Button>
  );
}

function ResetFactor({ member, factorRequired, onError, failed }: RowAction & { factorRequired: boolean }) {
  const resetFactors = useResetFactors();
  return (
    <ModalDialog
      triggerLabel="Reset second factor"
      triggerAccessibleLabel={`Reset second factor of ${member.name}`}
      triggerIcon={<ShieldOff aria-hidden className="size-4" />}
      title={`Reset ${member.name}'s second factor?`}
    >
      {(close) => (
        <div className="space-y-4">
          <p className="text-sm">
            Their authenticator app and recovery codes stop working and they are signed out everywhere.
            {factorRequired ? " They set up a new one at their next sign-in." : ""}
          </p>
          <div className="flex gap-2">
            <Button
              variant="danger"
              disabled={resetFactors.isPending}
              onClick={async () => {
                onError(undefined);
                try {
                  await resetFactors.mutateAsync(member.id);
                  toast.success(`${member.name}'s second factor is reset and they are signed out`);
                } catch (error) {
                  failed(error);
                }
                close();
              }}
            >
              Reset second factor
            </Button>
            <DialogCancel onCancel={close} />
          </div>
        </div>
      )}
    </ModalDialog>
  );
}

function SignOutEverywhere({ member, onError, failed }: RowAction) {
  const signOut = useSignOutEverywhere();
  return (
    <Button
      className="px-2.5 py-1.5"
      aria-label={`Sign out everywhere: ${member.name}`}
      disabled={signOut.isPending}
      onClick={async () => {
        onError(undefined);
        try {
          const { sessionsEnded } = await signOut.mutateAsync(member.id);
          toast.success(
            `${member.name} signed out everywhere (${sessionsEnded} ${sessionsEnded === 1 ? "session" : "sessions"} ended)`,
          );
        } catch (error) {
          failed(error);
        }
      }}
    >
      <LogOut aria-hidden className="size-4" />
      Sign out everywhere
    </Button>
  );
}
