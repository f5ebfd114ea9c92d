import { Said } from "@/components/ui/catalogue";
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { userFieldLimits } from "@/lib/contract/configuration";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { UserFieldFormValues } from "./user-field-values";

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
  return (
    <fieldset>
      <legend className="text-sm font-medium">Options</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        In display order, up to {userFieldLimits.optionDescription} characters each. Matched exactly (case matters).
      </p>
      <ol className="mt-2 space-y-2">
        {options.fields.map((option, index) => (
          <li key={option.id} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`Option ${index + 1}`}
              error={errors.options?.[index]?.description?.message}
              {...register(`options.${index}.description`)}
            />
            <Button variant="ghost" onClick={() => options.remove(index)} disabled={options.fields.length <= 1}>
              <Trash2 aria-hidden className="size-4" />
              <span className="sr-only">Remove option {index + 1}</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button className="mt-2" onClick={() => options.append({ description: "" })}>
        <Plus aria-hidden className="size-4" />
        Add option
      </Button>
      {errors.options?.message && (
        <p className="mt-1 text-sm text-red-700 dark:text-red-400">
          <Said text={errors.options.message} />
        </p>
      )}
    </fieldset>
  );
}
