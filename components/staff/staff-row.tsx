"use client";

import { toast } from "@/components/ui/toast";
import { KeyRound, LogOut, ShieldOff, UserCheck, UserX } from "lucide-react";
import { messageOf, ProblemError } from "@frontdesk/lib/contract/problem";
import { roles, type Role } from "@frontdesk/lib/contract/roles";
import type { PasswordLink, StaffMember } from "@frontdesk/lib/contract/staff";
import { factorKindLabels } from "@frontdesk/lib/contract/factor-words";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { Button } from "@/components/ui/button";
import { DialogCancel, ModalDialog } from "@/components/ui/modal-dialog";
import { useChangeStaff, useResetFactors, useResetPassword, useSignOutEverywhere } from "./queries";
import { useTranslations, type Words } from "@/components/ui/catalogue";

const lastSignIn = (value: string | null, t: Words) => (value ? formatDateTime(value) : t("never"));

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
  const t = useTranslations("StaffAccounts");
  const roleName = useTranslations("Shell");
  const change = useChangeStaff();
  const factors = member.factors ?? [];

  const failed = useRowFailure(member.name, onError);
  const changeRole = async (role: Role) => {
    onError(undefined);
    try {
      await change.mutateAsync({ staffId: member.id, change: { role } });
      toast.success(t("roleChanged", { name: member.name, role: roleName(`role.${role}`) }));
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
          {t("roleOf", { name: member.name })}
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
              {roleName(`role.${role}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="py-2 pr-4">{member.homeSiteName ?? t("none2")}</td>
      <td className="py-2 pr-4">
        {member.active ? (member.hasPassword ? t("active") : t("activeNoPassword")) : t("deactivated")}
      </td>
      <td className="py-2 pr-4">
        {factors.length > 0
          ? factors.map((kind) => factorKindLabels[kind]).join(", ")
          : factorRequired
            ? t("noneYet")
            : t("none2")}
      </td>
      <td className="py-2 pr-4 whitespace-nowrap">{lastSignIn(member.lastSignInAt, t)}</td>
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
  const t = useTranslations("StaffAccounts");
  const change = useChangeStaff();
  const setActive = async (active: boolean, close?: () => void) => {
    onError(undefined);
    try {
      await change.mutateAsync({ staffId: member.id, change: { active } });
      toast.success(t(active ? "reactivated" : "deactivatedToast", { name: member.name }));
      close?.();
    } catch (error) {
      close?.();
      failed(error);
    }
  };

  return member.active ? (
    <ModalDialog
      triggerLabel={t("deactivate")}
      triggerAccessibleLabel={t("deactivateName", { name: member.name })}
      triggerIcon={<UserX aria-hidden className="size-4" />}
      title={t("deactivateQuestion", { name: member.name })}
    >
      {(close) => (
        <div className="space-y-4">
          <p className="text-sm">{t("deactivateConsequence")}</p>
          <div className="flex gap-2">
            <Button variant="danger" disabled={change.isPending} onClick={() => void setActive(false, close)}>
              {t("deactivate")}
            </Button>
            <DialogCancel onCancel={close} />
          </div>
        </div>
      )}
    </ModalDialog>
  ) : (
    <Button
      className="px-2.5 py-1.5"
      aria-label={t("reactivateName", { name: member.name })}
      disabled={change.isPending}
      onClick={() => void setActive(true)}
    >
      <UserCheck aria-hidden className="size-4" />
      {t("reactivate")}
    </Button>
  );
}

function ResetPassword({ member, onError, onLink, failed }: RowAction & { onLink: (link: PasswordLink) => void }) {
  const t = useTranslations("StaffAccounts");
  const reset = useResetPassword();
  return (
    <Button
      className="px-2.5 py-1.5"
      aria-label={t("resetPasswordOf", { name: member.name })}
      disabled={reset.isPending}
      onClick={async () => {
        onError(undefined);
        try {
          onLink(await reset.mutateAsync(member.id));
          toast.success(t("newLink", { name: member.name }));
        } catch (error) {
          failed(error);
        }
      }}
    >
      <KeyRound aria-hidden className="size-4" />
      {t("resetPassword")}
    </Button>
  );
}

function ResetFactor({ member, factorRequired, onError, failed }: RowAction & { factorRequired: boolean }) {
  const t = useTranslations("StaffAccounts");
  const resetFactors = useResetFactors();
  return (
    <ModalDialog
      triggerLabel={t("resetFactor")}
      triggerAccessibleLabel={t("resetFactorOf", { name: member.name })}
      triggerIcon={<ShieldOff aria-hidden className="size-4" />}
      title={t("resetFactorQuestion", { name: member.name })}
    >
      {(close) => (
        <div className="space-y-4">
          <p className="text-sm">
            {t("resetFactorConsequence")}
            {factorRequired ? ` ${t("resetFactorNext")}` : ""}
          </p>
          <div className="flex gap-2">
            <Button
              variant="danger"
              disabled={resetFactors.isPending}
              onClick={async () => {
                onError(undefined);
                try {
                  await resetFactors.mutateAsync(member.id);
                  toast.success(t("factorReset", { name: member.name }));
                } catch (error) {
                  failed(error);
                }
                close();
              }}
            >
              {t("resetFactor")}
            </Button>
            <DialogCancel onCancel={close} />
          </div>
        </div>
      )}
    </ModalDialog>
  );
}

function SignOutEverywhere({ member, onError, failed }: RowAction) {
  const t = useTranslations("StaffAccounts");
  const signOut = useSignOutEverywhere();
  return (
    <Button
      className="px-2.5 py-1.5"
      aria-label={t("signOutEverywhereOf", { name: member.name })}
      disabled={signOut.isPending}
      onClick={async () => {
        onError(undefined);
        try {
          const { sessionsEnded } = await signOut.mutateAsync(member.id);
          toast.success(t("signedOutEverywhere", { name: member.name, count: sessionsEnded }));
        } catch (error) {
          failed(error);
        }
      }}
    >
      <LogOut aria-hidden className="size-4" />
      {t("signOutEverywhere")}
    </Button>
  );
}
