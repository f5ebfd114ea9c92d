"use client";

import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { KeyRound, LogOut, Plus, ShieldOff, UserCheck, UserX } from "lucide-react";
import { messageOf, ProblemError } from "@/lib/contract/problem";
import { roleLabels, roles, type Role } from "@/lib/contract/roles";
import type { StaffMember } from "@/lib/contract/staff";
import { Button } from "@/components/ui/button";
import { DataTable, Th } from "@/components/ui/data-table";
import { DialogCancel, ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { PasswordLinkPanel } from "./password-link-panel";

// The form (react-hook-form, the contract's zod schema) loads when its dialog opens: not in the page's first load.
const AddStaffForm = dynamic(() => import("./add-staff-form").then((m) => m.AddStaffForm), {
  ssr: false,
  loading: () => <LoadingState />,
});
import {
  useChangeStaff,
  useResetFactors,
  useResetPassword,
  useSetFactorPolicy,
  useSignOutEverywhere,
  useStaffList,
} from "./queries";
import { factorKindLabels } from "@/lib/contract/factor-words";
import { formatDateTime } from "@/lib/venue/format";
import type { PasswordLink } from "@/lib/contract/staff";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900";

const lastSignIn = (value: string | null) => (value ? formatDateTime(value) : "Never");

/** The admin's Staff screen: who may sign in, with which role, and their one-time set-password links. */
export function StaffScreen() {
  const list = useStaffList();
  const [search, setSearch] = useState("");
  const [roleFilter, setRoleFilter] = useState<"" | Role>("");
  const [shownLink, setShownLink] = useState<{ name: string; link: PasswordLink }>();
  const [rowError, setRowError] = useState<string>();

  const staff = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (list.data?.staff ?? []).filter(
      (s) =>
        (!roleFilter || s.role === roleFilter) &&
        (!needle || [s.name, s.username, s.email].some((v) => v.toLowerCase().includes(needle))),
    );
  }, [list.data, search, roleFilter]);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Staff</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Who can sign in to Frontdesk. New staff choose their own password through a one-time link.
          </p>
        </div>
        {list.data && (
          <ModalDialog
            triggerLabel="Add staff member"
            triggerVariant="primary"
            triggerIcon={<Plus aria-hidden className="size-4" />}
            title="Add a staff member"
          >
            {(close) => (
              <AddStaffForm
                sites={list.data.sites}
                onAdded={(member, link) => {
                  setShownLink({ name: member.name, link });
                  close();
                }}
              />
            )}
          </ModalDialog>
        )}
      </div>

      {shownLink && (
        <PasswordLinkPanel name={shownLink.name} link={shownLink.link} onDone={() => setShownLink(undefined)} />
      )}
      {rowError && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {rowError}
        </p>
      )}

      <div className="flex flex-wrap gap-3">
        <div className="w-72">
          <label htmlFor="staff-search" className="block text-sm font-medium">
            Search staff
          </label>
          <input
            id="staff-search"
            type="search"
            placeholder="Name, username or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="w-48">
          <label htmlFor="staff-role-filter" className="block text-sm font-medium">
            Role
          </label>
          <select
            id="staff-role-filter"
            value={roleFilter}
            onChange={(e) => setRoleFilter(e.target.value as "" | Role)}
            className={inputClass}
          >
            <option value="">All roles</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.isPending ? (
        <LoadingState label="Loading staff" />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : staff.length === 0 ? (
        <EmptyState>
          {list.data.staff.length === 0 ? "No staff yet. Add the first staff member." : "No staff match the search."}
        </EmptyState>
      ) : (
        <DataTable
          caption="Staff members"
          head={
            <>
              <Th>Name</Th>
              <Th>Email</Th>
              <Th>Role</Th>
              <Th>Home site</Th>
              <Th>Status</Th>
              <Th>Second factor</Th>
              <Th>Last sign-in</Th>
              <Th last>
                <span className="sr-only">Actions</span>
              </Th>
            </>
          }
        >
          {staff.map((member) => (
            <StaffRow
              key={member.id}
              member={member}
              factorRequired={list.data.factorPolicy?.[member.role] ?? false}
              onLink={(link) => setShownLink({ name: member.name, link })}
              onError={setRowError}
            />
          ))}
        </DataTable>
      )}
      {list.data?.factorPolicy && <FactorPolicy policy={list.data.factorPolicy} />}
    </div>
  );
}

/** Which roles must have a second factor: staff of a role that must and have none set one up at their next sign-in. */
function FactorPolicy({ policy }: { policy: Partial<Record<Role, boolean>> }) {
  const setPolicy = useSetFactorPolicy();
  const change = async (role: Role, required: boolean) => {
    try {
      await setPolicy.mutateAsync({ role, required });
      toast.success(`${roleLabels[role]}: a second factor is ${required ? "required" : "optional"}`);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">Second factor by role</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Staff of a role that requires one set up an authenticator app at their next sign-in, before anything else.
      </p>
      <div className="mt-2 flex flex-wrap gap-4">
        {roles.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={policy[role] ?? false}
              disabled={setPolicy.isPending}
              onChange={(e) => void change(role, e.target.checked)}
            />
            {roleLabels[role]} must have one
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function StaffRow({
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
  const reset = useResetPassword();
  const signOut = useSignOutEverywhere();
  const resetFactors = useResetFactors();
  const factors = member.factors ?? [];

  const failed = (error: unknown) => {
    const message =
      error instanceof ProblemError
        ? (Object.values(error.problem.errors ?? {}).flat()[0] ?? messageOf(error))
        : messageOf(error);
    onError(`${member.name}: ${message}`);
    toast.error(message);
  };
  const changeRole = async (role: Role) => {
    onError(undefined);
    try {
      await change.mutateAsync({ staffId: member.id, change: { role } });
      toast.success(`${member.name} is now ${roleLabels[role]}. They sign in again to use it.`);
    } catch (error) {
      failed(error);
    }
  };
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
          {member.active ? (
            <ModalDialog
              triggerLabel="Deactivate"
              triggerAccessibleLabel={`Deactivate ${member.name}`}
              triggerIcon={<UserX aria-hidden className="size-4" />}
              title={`Deactivate ${member.name}?`}
            >
              {(close) => (
                <div className="space-y-4">
                  <p className="text-sm">
                    They can no longer sign in, and every session they have open ends at their next click. You can
                    reactivate them later.
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
          )}
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
          {factors.length > 0 && (
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
          )}
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
        </div>
      </td>
    </tr>
  );
}
