import type { DeepPartial, UseFormRegister } from "react-hook-form";
import type { UserFieldType } from "@/lib/contract/configuration";
import { TextField } from "@/components/ui/text-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { SelectField } from "@/components/ui/select-field";
import { describeDateDefault } from "./user-field-text";
import type { UserFieldFormValues } from "./user-field-values";

type Register = UseFormRegister<UserFieldFormValues>;
type Watched = DeepPartial<UserFieldFormValues>;
const hintClass = "text-xs text-slate-600 dark:text-slate-400";

/** The default value's editor, which follows the chosen type. */
export function DefaultValueEditor({
  type,
  register,
  watched,
  optionDescriptions,
}: {
  type: UserFieldType;
  register: Register;
  watched: Watched;
  optionDescriptions: string[];
}) {
  switch (type) {
    case "Free_Format":
      return <TextAreaField label="Default text (optional)" rows={2} {...register("defaultText")} />;
    case "Hyperlink":
      return (
        <TextField label="Default link (optional)" type="url" placeholder="https://" {...register("defaultText")} />
      );
    case "Numeric":
      return <TextField label="Default whole number (optional)" inputMode="numeric" {...register("defaultText")} />;
    case "Currency":
      return (
        <TextField
          label="Default amount (optional)"
          hint="A decimal amount without a currency symbol, e.g. 12.50."
          inputMode="decimal"
          {...register("defaultText")}
        />
      );
    case "Member":
      return (
        <TextField
          label="Default member number (optional)"
          hint="The member must exist."
          inputMode="numeric"
          {...register("defaultText")}
        />
      );
    case "Options":
      return (
        <SelectField
          label="Default option"
          placeholder={{ value: "", label: "No default" }}
          options={optionDescriptions.map((d) => ({ value: d, label: d }))}
          {...register("defaultText")}
        />
      );
    case "Date":
      return <DateDefaultEditor register={register} watched={watched} />;
    case "User":
      return <UserDefaultEditor register={register} watched={watched} />;
  }
}

const radioClass = "flex items-center gap-2";

/** A date default: today's day or a fixed one, the current month or a fixed one, and a year; read back as a sentence. */
function DateDefaultEditor({ register, watched }: { register: Register; watched: Watched }) {
  return (
    <div className="space-y-3">
      <div className="flex gap-4 text-sm">
        <label className={radioClass}>
          <input type="radio" value="none" {...register("dateDefault")} /> No default
        </label>
        <label className={radioClass}>
          <input type="radio" value="set" {...register("dateDefault")} /> A default date
        </label>
      </div>
      {watched.dateDefault === "set" && (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <SelectField
                label="Day"
                options={[
                  { value: "Current", label: "Today's day" },
                  { value: "Fixed", label: "A fixed day" },
                ]}
                {...register("dayType")}
              />
              {watched.dayType === "Fixed" && (
                <TextField className="mt-2" label="Day of month" inputMode="numeric" {...register("day")} />
              )}
            </div>
            <div>
              <SelectField
                label="Month"
                options={[
                  { value: "Current", label: "The current month" },
                  { value: "Fixed", label: "A fixed month" },
                ]}
                {...register("monthType")}
              />
              {watched.monthType === "Fixed" && (
                <TextField className="mt-2" label="Month (1–12)" inputMode="numeric" {...register("month")} />
              )}
            </div>
            <TextField label="Year" inputMode="numeric" {...register("year")} />
          </div>
          <p className={hintClass}>
            Reads as:{" "}
            {describeDateDefault({
              DayType: watched.dayType ?? "Current",
              MonthType: watched.monthType ?? "Current",
              Day: Number(watched.day) || 0,
              Month: Number(watched.month) || 0,
              Year: Number(watched.year) || 0,
            })}
          </p>
        </>
      )}
    </div>
  );
}

/** A staff-user default: none, the signed-in user, or a named one. */
function UserDefaultEditor({ register, watched }: { register: Register; watched: Watched }) {
  return (
    <div className="space-y-2 text-sm">
      <label className={radioClass}>
        <input type="radio" value="none" {...register("userDefault")} /> No default
      </label>
      <label className={radioClass}>
        <input type="radio" value="current" {...register("userDefault")} /> The signed-in user
      </label>
      <label className={radioClass}>
        <input type="radio" value="named" {...register("userDefault")} /> A named staff user
      </label>
      {watched.userDefault === "named" && (
        <TextField label="User name" hint="The staff user's sign-in name, e.g. manager." {...register("userName")} />
      )}
    </div>
  );
}
