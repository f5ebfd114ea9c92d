"use client";

import { useEffect, useState } from "react";
import { auditActionWords, auditActions } from "@frontdesk/lib/contract/staff";
import type { FieldErrors } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { DateField } from "@/components/ui/date-fields";
import { useStaffList } from "./queries";
import { useSay, useTranslations } from "@/components/ui/catalogue";

export const emptyDataAccessFilter = { staffId: "", memberId: "", action: "", from: "", to: "" };
type DataAccessFilterValues = typeof emptyDataAccessFilter;

/**
 * The data-access audit's filters: choices and days apply at once; the member ID applies once typing
 * pauses (or on Enter), so the list is not fetched for every digit. `errors` are the BFF's by field.
 */
export function DataAccessFilters({
  filter,
  onChange,
  errors = {},
}: {
  filter: DataAccessFilterValues;
  onChange: (filter: DataAccessFilterValues) => void;
  errors?: FieldErrors;
}) {
  const t = useTranslations("StaffAccounts");
  const say = useSay();
  const staff = useStaffList();
  const [memberText, setMemberText] = useState(filter.memberId);
  const set = (key: keyof DataAccessFilterValues) => (value: string) => onChange({ ...filter, [key]: value });

  // the member ID typed so far, applied after a pause; when the applied one changes (a clear) the box follows it
  const [appliedMember, setAppliedMember] = useState(filter.memberId);
  if (appliedMember !== filter.memberId) {
    setAppliedMember(filter.memberId);
    setMemberText(filter.memberId);
  }
  useEffect(() => {
    const typed = memberText.trim();
    if (typed === filter.memberId) return;
    const timer = setTimeout(() => onChange({ ...filter, memberId: typed }), 400);
    return () => clearTimeout(timer);
  }, [memberText, filter, onChange]);

  const staffOptions = (staff.data?.staff ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.username})` }));
  return (
    <form
      className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-5"
      aria-label={t("access.filter")}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filter, memberId: memberText.trim() });
      }}
    >
      <SelectField
        label={t("staffMember")}
        value={filter.staffId}
        onChange={(e) => set("staffId")(e.target.value)}
        options={staffOptions}
        placeholder={{ value: "", label: t("everyone") }}
        error={errors.staffId?.[0]}
      />
      <TextField
        label={t("memberId")}
        inputMode="numeric"
        autoComplete="off"
        value={memberText}
        onChange={(e) => setMemberText(e.target.value)}
        error={errors.memberId?.[0]}
      />
      <SelectField
        label={t("access.action")}
        value={filter.action}
        onChange={(e) => set("action")(e.target.value)}
        options={auditActions.map((action) => ({ value: action, label: auditActionWords(say, action) }))}
        placeholder={{ value: "", label: t("access.allActions") }}
        error={errors.action?.[0]}
      />
      <DateField label={t("from")} value={filter.from} onChange={set("from")} error={errors.from?.[0]} />
      <DateField label={t("to")} value={filter.to} onChange={set("to")} error={errors.to?.[0]} />
      <div className="flex gap-3 sm:col-span-2 lg:col-span-5">
        <Button type="submit">{t("applyFilters")}</Button>
        <button
          type="button"
          className="rounded-md px-3 py-2 text-sm underline underline-offset-2"
          onClick={() => onChange(emptyDataAccessFilter)}
        >
          {t("clearFilters")}
        </button>
      </div>
    </form>
  );
}
