"use client";

import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Plus } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { roles, type Role } from "@frontdesk/lib/contract/roles";
import { DataTable, Th } from "@/components/ui/data-table";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { PasswordLinkPanel } from "./password-link-panel";
import { StaffRow } from "./staff-row";

// The form (react-hook-form, the contract's zod schema) loads when its dialog opens: not in the page's first load.
const AddStaffForm = dynamic(() => import("./add-staff-form").then((m) => m.AddStaffForm), {
  ssr: false,
  loading: () => <LoadingState />,
});
import { useSetFactorPolicy, useStaffList } from "./queries";
import type { PasswordLink } from "@frontdesk/lib/contract/staff";
import { useTranslations } from "@/components/ui/catalogue";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900";

/** The admin's Staff screen: who may sign in, with which role, and their one-time set-password links. */
export function StaffScreen() {
  const t = useTranslations("StaffAccounts");
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
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("intro")}</p>
        </div>
        {list.data && (
          <ModalDialog
            triggerLabel={t("add")}
            triggerVariant="primary"
            triggerIcon={<Plus aria-hidden className="size-4" />}
            title={t("addTitle")}
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

      <StaffFilters search={search} onSearch={setSearch} role={roleFilter} onRole={setRoleFilter} />

      {list.isPending ? (
        <LoadingState label={t("loading")} />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : staff.length === 0 ? (
        <EmptyState>{list.data.staff.length === 0 ? t("none") : t("noMatch")}</EmptyState>
      ) : (
        <DataTable
          caption={t("caption")}
          head={
            <>
              <Th>{t("name")}</Th>
              <Th>{t("email")}</Th>
              <Th>{t("role")}</Th>
              <Th>{t("homeSite")}</Th>
              <Th>{t("status")}</Th>
              <Th>{t("secondFactor")}</Th>
              <Th>{t("lastSignIn")}</Th>
              <Th last>
                <span className="sr-only">{t("actions")}</span>
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

/** The list's search (name, username or email) and role filter. */
function StaffFilters({
  search,
  onSearch,
  role,
  onRole,
}: {
  search: string;
  onSearch: (search: string) => void;
  role: "" | Role;
  onRole: (role: "" | Role) => void;
}) {
  const t = useTranslations("StaffAccounts");
  const roleName = useTranslations("Shell");
  return (
    <div className="flex flex-wrap gap-3">
      <div className="w-72">
        <label htmlFor="staff-search" className="block text-sm font-medium">
          {t("search")}
        </label>
        <input
          id="staff-search"
          type="search"
          placeholder={t("searchPlaceholder")}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          className={inputClass}
        />
      </div>
      <div className="w-48">
        <label htmlFor="staff-role-filter" className="block text-sm font-medium">
          {t("role")}
        </label>
        <select
          id="staff-role-filter"
          value={role}
          onChange={(e) => onRole(e.target.value as "" | Role)}
          className={inputClass}
        >
          <option value="">{t("allRoles")}</option>
          {roles.map((each) => (
            <option key={each} value={each}>
              {roleName(`role.${each}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Which roles must have a second factor: staff of a role that must and have none set one up at their next sign-in. */
function FactorPolicy({ policy }: { policy: Partial<Record<Role, boolean>> }) {
  const t = useTranslations("StaffAccounts");
  const roleName = useTranslations("Shell");
  const setPolicy = useSetFactorPolicy();
  const change = async (role: Role, required: boolean) => {
    try {
      await setPolicy.mutateAsync({ role, required });
      toast.success(t(required ? "factorRequired" : "factorOptional", { role: roleName(`role.${role}`) }));
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">{t("factorByRole")}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("factorByRoleHint")}</p>
      <div className="mt-2 flex flex-wrap gap-4">
        {roles.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={policy[role] ?? false}
              disabled={setPolicy.isPending}
              onChange={(e) => void change(role, e.target.checked)}
            />
            {t("mustHaveOne", { role: roleName(`role.${role}`) })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
