"use client";

import { useContractForm } from "@/components/ui/plain-words-resolver";
import { toast } from "@/components/ui/toast";
import { UserPlus } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { roles } from "@frontdesk/lib/contract/roles";
import {
  addStaffRequest,
  type AddStaffRequest,
  type PasswordLink,
  type StaffMember,
} from "@frontdesk/lib/contract/staff";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { showFieldErrors } from "@/components/ui/field-errors";
import type { StaffList } from "./queries";
import { useAddStaff } from "./queries";
import { SelectField } from "@/components/ui/select-field";
import { useTranslations } from "@/components/ui/catalogue";

const fields = ["name", "email", "username", "role", "homeSiteId"] as const;

/** Add a staff member: no password here, they set their own through the link this answers. */
export function AddStaffForm({
  sites,
  onAdded,
}: {
  sites: StaffList["sites"];
  onAdded: (staff: StaffMember, link: PasswordLink) => void;
}) {
  const t = useTranslations("StaffAccounts");
  const roleName = useTranslations("Shell");
  const add = useAddStaff();
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useContractForm<AddStaffRequest>(addStaffRequest, {
    name: "",
    email: "",
    username: "",
    role: "reception",
    homeSiteId: "",
  });
  const onSubmit = async (values: AddStaffRequest) => {
    try {
      const { staff, link } = await add.mutateAsync(values);
      toast.success(t("added", { name: staff.name }));
      onAdded(staff, link);
    } catch (error) {
      const placed = showFieldErrors(error, fields, setError);
      toast.error(placed ? t("checkFields") : messageOf(error));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <TextField label={t("name")} autoComplete="off" {...field("name")} />
      <TextField label={t("email")} type="email" autoComplete="off" {...field("email")} />
      <TextField label={t("username")} hint={t("usernameHint")} autoComplete="off" {...field("username")} />
      <SelectField
        label={t("role")}
        options={roles.map((role) => ({ value: role, label: roleName(`role.${role}`) }))}
        {...field("role")}
      />
      <SelectField
        label={t("homeSite")}
        placeholder={{ value: "", label: t("noHomeSite") }}
        options={sites.map((site) => ({ value: site.id, label: site.name }))}
        {...field("homeSiteId")}
      />
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        <UserPlus aria-hidden className="size-4" />
        {isSubmitting ? t("adding") : t("add")}
      </Button>
    </form>
  );
}
