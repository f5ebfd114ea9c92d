import { Said } from "@/components/ui/catalogue";
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { userFieldLimits } from "@frontdesk/lib/contract/configuration";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { UserFieldFormValues } from "./user-field-values";
import { useTranslations } from "@/components/ui/catalogue";

/** The options of a choice-from-a-list field, in display order: add, edit, remove (one stays). */
export function UserFieldOptions({
  options,
  register,
  errors,
}: {
  options: UseFieldArrayReturn<UserFieldFormValues, "options">;
  register: UseFormRegister<UserFieldFormValues>;
  errors: FieldErrors<UserFieldFormValues>;
}) {
  const t = useTranslations("Configuration");
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t("userFields.options")}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t("userFields.optionsHint", { max: userFieldLimits.optionDescription })}
      </p>
      <ol className="mt-2 space-y-2">
        {options.fields.map((option, index) => (
          <li key={option.id} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={t("userFields.optionN", { n: index + 1 })}
              error={errors.options?.[index]?.description?.message}
              {...register(`options.${index}.description`)}
            />
            <Button variant="ghost" onClick={() => options.remove(index)} disabled={options.fields.length <= 1}>
              <Trash2 aria-hidden className="size-4" />
              <span className="sr-only">{t("userFields.removeOption", { n: index + 1 })}</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button className="mt-2" onClick={() => options.append({ description: "" })}>
        <Plus aria-hidden className="size-4" />
        {t("userFields.addOption")}
      </Button>
      {errors.options?.message && (
        <p className="mt-1 text-sm text-red-700 dark:text-red-400">
          <Said text={errors.options.message} />
        </p>
      )}
    </fieldset>
  );
}
