"use client";

import { Said } from "@/components/ui/catalogue";
import Link from "next/link";
import { ArrowLeft, Save } from "lucide-react";
import { userFieldLimits, userFieldTypes } from "@frontdesk/lib/contract/configuration";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { SelectField } from "@/components/ui/select-field";
import { FormFailure } from "@/components/ui/form-failure";
import { DefaultValueEditor } from "./default-value-editor";
import { UserFieldOptions } from "./user-field-options";
import { useUserFieldForm } from "./use-user-field-form";
import { userFieldTypeLabel } from "./user-field-text";
import { useTranslations } from "@/components/ui/catalogue";

/** Create a user field (endpoint 3): the default-value editor follows the chosen type. */
export function UserFieldForm() {
  const t = useTranslations("Configuration");
  const { form, options, watched, type, onSubmit, failure } = useUserFieldForm();
  const typeOptions = userFieldTypes.map((value) => ({ value, label: userFieldTypeLabel(value, t) }));
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const defaultError = errors.defaultValue?.message as string | undefined;
  const defaultErrorId = defaultError ? "default-value-error" : undefined;

  return (
    <div className="mx-auto max-w-3xl">
      <Link
        href="/configuration/user-fields"
        className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("userFields.all")}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold">{t("userFields.newTitle")}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("userFields.newIntro")}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
        <FormFailure message={failure} />
        <TextField
          label={t("userFields.label")}
          hint={t("userFields.labelHint", { max: userFieldLimits.description })}
          error={errors.description?.message}
          {...register("description")}
        />
        <SelectField
          label={t("userFields.type")}
          placeholder={{ value: "", label: t("userFields.chooseType") }}
          options={typeOptions}
          error={errors.type?.message}
          {...register("type")}
        />
        <TextField
          label={t("userFields.sortOrder")}
          hint={t("userFields.sortOrderHint", { min: userFieldLimits.sortOrderMin, max: userFieldLimits.sortOrderMax })}
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...register("sortOrder")}
        />

        {type === "Options" && <UserFieldOptions options={options} register={register} errors={errors} />}

        {type !== "" && (
          <fieldset aria-describedby={defaultErrorId}>
            <legend className="text-sm font-medium">{t("userFields.defaultValue")}</legend>
            <DefaultValueEditor
              type={type}
              register={register}
              watched={watched}
              optionDescriptions={(watched.options ?? []).map((o) => o?.description ?? "").filter(Boolean)}
            />
            {defaultError && (
              <p id={defaultErrorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                <Said text={defaultError} />
              </p>
            )}
          </fieldset>
        )}

        <div className="flex gap-2">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            <Save aria-hidden className="size-4" />
            {isSubmitting ? t("userFields.creating") : t("userFields.create")}
          </Button>
          <Link
            href="/configuration/user-fields"
            className="inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {t("cancel")}
          </Link>
        </div>
      </form>
    </div>
  );
}
