import type { DeepPartial, UseFormRegister } from "react-hook-form";
import type { UserFieldType } from "@frontdesk/lib/contract/configuration";
import { TextField } from "@/components/ui/text-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { SelectField } from "@/components/ui/select-field";
import { describeDateDefault } from "./user-field-text";
import type { UserFieldFormValues } from "./user-field-values";
import { useLocale, useTranslations } from "@/components/ui/catalogue";

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
  const t = useTranslations("Configuration");
  switch (type) {
    case "Free_Format":
      return <TextAreaField label={t("userFields.defaultText")} rows={2} {...register("defaultText")} />;
    case "Hyperlink":
      return (
        <TextField label={t("userFields.defaultLink")} type="url" placeholder="https://" {...register("defaultText")} />
      );
    case "Numeric":
      return <TextField label={t("userFields.defaultNumber")} inputMode="numeric" {...register("defaultText")} />;
    case "Currency":
      return (
        <TextField
          label={t("userFields.defaultAmount")}
          hint={t("userFields.defaultAmountHint")}
          inputMode="decimal"
          {...register("defaultText")}
        />
      );
    case "Member":
      return (
        <TextField
          label={t("userFields.defaultMember")}
          hint={t("userFields.defaultMemberHint")}
          inputMode="numeric"
          {...register("defaultText")}
        />
      );
    case "Options":
      return (
        <SelectField
          label={t("userFields.defaultOption")}
          placeholder={{ value: "", label: t("userFields.noDefault") }}
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
  const t = useTranslations("Configuration");
  const locale = useLocale();
  return (
    <div className="space-y-3">
      <div className="flex gap-4 text-sm">
        <label className={radioClass}>
          <input type="radio" value="none" {...register("dateDefault")} /> {t("userFields.noDefault")}
        </label>
        <label className={radioClass}>
          <input type="radio" value="set" {...register("dateDefault")} /> {t("userFields.aDefaultDate")}
        </label>
      </div>
      {watched.dateDefault === "set" && (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <SelectField
                label={t("userFields.day")}
                options={[
                  { value: "Current", label: t("userFields.todaysDay") },
                  { value: "Fixed", label: t("userFields.fixedDay") },
                ]}
                {...register("dayType")}
              />
              {watched.dayType === "Fixed" && (
                <TextField
                  className="mt-2"
                  label={t("userFields.dayOfMonth")}
                  inputMode="numeric"
                  {...register("day")}
                />
              )}
            </div>
            <div>
              <SelectField
                label={t("userFields.month")}
                options={[
                  { value: "Current", label: t("userFields.theCurrentMonth") },
                  { value: "Fixed", label: t("userFields.fixedMonth") },
                ]}
                {...register("monthType")}
              />
              {watched.monthType === "Fixed" && (
                <TextField
                  className="mt-2"
                  label={t("userFields.monthNumber")}
                  inputMode="numeric"
                  {...register("month")}
                />
              )}
            </div>
            <TextField label={t("userFields.year")} inputMode="numeric" {...register("year")} />
          </div>
          <p className={hintClass}>
            {t("userFields.readsAs")}{" "}
            {describeDateDefault(
              {
                DayType: watched.dayType ?? "Current",
                MonthType: watched.monthType ?? "Current",
                Day: Number(watched.day) || 0,
                Month: Number(watched.month) || 0,
                Year: Number(watched.year) || 0,
              },
              t,
              locale,
            )}
          </p>
        </>
      )}
    </div>
  );
}

/** A staff-user default: none, the signed-in user, or a named one. */
function UserDefaultEditor({ register, watched }: { register: Register; watched: Watched }) {
  const t = useTranslations("Configuration");
  return (
    <div className="space-y-2 text-sm">
      <label className={radioClass}>
        <input type="radio" value="none" {...register("userDefault")} /> {t("userFields.noDefault")}
      </label>
      <label className={radioClass}>
        <input type="radio" value="current" {...register("userDefault")} /> {t("userFields.signedInUser")}
      </label>
      <label className={radioClass}>
        <input type="radio" value="named" {...register("userDefault")} /> {t("userFields.namedUser")}
      </label>
      {watched.userDefault === "named" && (
        <TextField label={t("userFields.userName")} hint={t("userFields.userNameHint")} {...register("userName")} />
      )}
    </div>
  );
}
