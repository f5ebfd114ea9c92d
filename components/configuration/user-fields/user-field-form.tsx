"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFieldArray, useForm, useWatch, type DeepPartial, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { ArrowLeft, Plus, Save, Trash2 } from "lucide-react";
import { ProblemError, messageOf } from "@/lib/bff/problem";
import { createUserFieldRequest, userFieldLimits, userFieldTypes, type CreateUserFieldRequest, type UserFieldType } from "@/lib/contract/configuration";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useCreateUserField } from "./queries";
import { describeDateDefault, userFieldTypeLabels } from "./user-field-text";

/** The form's own shape; toRequest turns it into the contract's CreateUserFieldRequest. */
interface UserFieldFormValues {
  description: string;
  type: UserFieldType | "";
  sortOrder: string;
  options: { description: string }[];
  /** Free_Format, Hyperlink, Options, Numeric, Currency, Member */
  defaultText: string;
  dateDefault: "none" | "set";
  dayType: "Fixed" | "Current";
  monthType: "Fixed" | "Current";
  day: string;
  month: string;
  year: string;
  userDefault: "none" | "current" | "named";
  userName: string;
  /** carries the errors of the default value as a whole */
  defaultValue?: never;
}

const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);

function toRequest(v: UserFieldFormValues): Record<string, unknown> {
  const request: Record<string, unknown> = { description: v.description, type: v.type || undefined };
  if (v.sortOrder.trim() !== "") request.sortOrder = wholeNumber(v.sortOrder);
  if (v.type === "Options") request.options = v.options.map((o, i) => ({ id: i + 1, description: o.description }));
  switch (v.type) {
    case "Date":
      if (v.dateDefault === "set") {
        request.defaultValue = {
          DayType: v.dayType,
          MonthType: v.monthType,
          Day: v.dayType === "Fixed" ? wholeNumber(v.day) : null,
          Month: v.monthType === "Fixed" ? wholeNumber(v.month) : null,
          Year: wholeNumber(v.year),
        };
      }
      break;
    case "User":
      if (v.userDefault === "current") request.defaultValue = { IsCurrentUser: true };
      if (v.userDefault === "named") request.defaultValue = { UserName: v.userName.trim() };
      break;
    case "":
      break;
    default:
      if (v.defaultText !== "") request.defaultValue = v.defaultText;
  }
  return request;
}

/** The form's fields for a contract issue path. */
function formFieldOf(path: PropertyKey[]): string {
  const [head, index, leaf] = path.map(String);
  if (head === "options" && index !== undefined && leaf === "description") return `options.${index}.description`;
  if (head === "options") return "options";
  if (head === "defaultValue") return "defaultValue";
  return head ?? "description";
}

/** Validates with the contract's createUserFieldRequest (one schema for platform, BFF and form). */
const contractResolver: Resolver<UserFieldFormValues> = async (values) => {
  const parsed = createUserFieldRequest.safeParse(toRequest(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path);
    const [head, index, leaf] = field.split(".");
    if (leaf) {
      const list = (errors[head] ??= []) as Record<string, unknown>[];
      list[Number(index)] ??= { [leaf]: { type: "contract", message: issue.message } };
    } else {
      errors[field] ??= { type: "contract", message: field === "defaultValue" ? defaultMessage(issue.message) : issue.message };
    }
  }
  return { values: {}, errors: errors as FieldErrors<UserFieldFormValues> };
};

const defaultMessage = (message: string) => (/^Invalid input/.test(message) ? "Complete the default value, or choose no default." : message);

/** A platform message (plain text) under the field it is about. */
function fieldOfServerMessage(message: string): keyof UserFieldFormValues | "options" | undefined {
  if (/sort ?order|convert string to integer/i.test(message)) return "sortOrder";
  if (/user field type/i.test(message)) return "type";
  if (/options specified|maximum length of 50/i.test(message)) return "options";
  if (/Description field|maximum length of 25/i.test(message)) return "description";
  if (/default|given value|User name|IsCurrentUser|username|Member ID|type of Member/i.test(message)) return "defaultValue";
  return undefined;
}

const selectClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const errorClass = "mt-1 text-sm text-red-700 dark:text-red-400";

/** Create a user field (endpoint 3): the default-value editor follows the chosen type. */
export function UserFieldForm() {
  const router = useRouter();
  const create = useCreateUserField();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserFieldFormValues>({
    resolver: contractResolver,
    defaultValues: {
      description: "",
      type: "",
      sortOrder: "",
      options: [{ description: "" }, { description: "" }],
      defaultText: "",
      dateDefault: "none",
      dayType: "Current",
      monthType: "Current",
      day: "1",
      month: "1",
      year: String(new Date().getFullYear()),
      userDefault: "none",
      userName: "",
    },
  });
  const options = useFieldArray({ control, name: "options" });
  const watched = useWatch({ control });
  const type = watched.type ?? "";

  const onSubmit = async (values: UserFieldFormValues) => {
    try {
      const created = await create.mutateAsync(toRequest(values) as CreateUserFieldRequest);
      toast.success(`User field “${values.description}” created`);
      router.push(created.id ? `/configuration/user-fields?created=${created.id}` : "/configuration/user-fields");
    } catch (error) {
      const message = messageOf(error);
      const field = error instanceof ProblemError ? fieldOfServerMessage(message) : undefined;
      if (field) setError(field as keyof UserFieldFormValues, { message });
      toast.error(field ? "Check the highlighted field" : message);
    }
  };

  const defaultError = errors.defaultValue?.message as string | undefined;
  const defaultErrorId = defaultError ? "default-value-error" : undefined;

  return (
    <div className="mx-auto max-w-3xl">
      <Link href="/configuration/user-fields" className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400">
        <ArrowLeft aria-hidden className="size-4" />
        All user fields
      </Link>
      <h1 className="mt-2 text-2xl font-semibold">New user field</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">An extra field on every member&apos;s record. Its type cannot be changed later.</p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-6">
        <TextField label="Label" hint={`Up to ${userFieldLimits.description} characters.`} error={errors.description?.message} {...register("description")} />
        <div>
          <label htmlFor="user-field-type" className="block text-sm font-medium">
            Type
          </label>
          <select id="user-field-type" className={selectClass} aria-invalid={errors.type ? true : undefined} aria-describedby={errors.type ? "user-field-type-error" : undefined} {...register("type")}>
            <option value="">Choose what the field holds…</option>
            {userFieldTypes.map((t) => (
              <option key={t} value={t}>
                {userFieldTypeLabels[t]}
              </option>
            ))}
          </select>
          {errors.type && (
            <p id="user-field-type-error" className={errorClass}>
              {errors.type.message}
            </p>
          )}
        </div>
        <TextField
          label="Sort order (optional)"
          hint={`A whole number from ${userFieldLimits.sortOrderMin} to ${userFieldLimits.sortOrderMax}, not used by another field.`}
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...register("sortOrder")}
        />

        {type === "Options" && (
          <fieldset>
            <legend className="text-sm font-medium">Options</legend>
            <p className="text-xs text-slate-600 dark:text-slate-400">In display order, up to {userFieldLimits.optionDescription} characters each. Matched exactly (case matters).</p>
            <ol className="mt-2 space-y-2">
              {options.fields.map((option, index) => (
                <li key={option.id} className="flex items-end gap-2">
                  <TextField className="flex-1" label={`Option ${index + 1}`} error={errors.options?.[index]?.description?.message} {...register(`options.${index}.description`)} />
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
            {errors.options?.message && <p className={errorClass}>{errors.options.message}</p>}
          </fieldset>
        )}

        {type !== "" && (
          <fieldset aria-describedby={defaultErrorId}>
            <legend className="text-sm font-medium">Default value</legend>
            <DefaultValueEditor type={type} register={register} watched={watched} optionDescriptions={(watched.options ?? []).map((o) => o?.description ?? "").filter(Boolean)} />
            {defaultError && (
              <p id={defaultErrorId} role="alert" className={errorClass}>
                {defaultError}
              </p>
            )}
          </fieldset>
        )}

        <div className="flex gap-2">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            <Save aria-hidden className="size-4" />
            {isSubmitting ? "Creating…" : "Create user field"}
          </Button>
          <Link href="/configuration/user-fields" className="inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}

type Register = ReturnType<typeof useForm<UserFieldFormValues>>["register"];

function DefaultValueEditor({
  type,
  register,
  watched,
  optionDescriptions,
}: {
  type: UserFieldType;
  register: Register;
  watched: DeepPartial<UserFieldFormValues>;
  optionDescriptions: string[];
}) {
  const hint = "text-xs text-slate-600 dark:text-slate-400";
  switch (type) {
    case "Free_Format":
      return <TextField label="Default text (optional)" {...register("defaultText")} />;
    case "Hyperlink":
      return <TextField label="Default link (optional)" type="url" placeholder="https://" {...register("defaultText")} />;
    case "Numeric":
      return <TextField label="Default whole number (optional)" inputMode="numeric" {...register("defaultText")} />;
    case "Currency":
      return <TextField label="Default amount (optional)" hint="A decimal amount without a currency symbol, e.g. 12.50." inputMode="decimal" {...register("defaultText")} />;
    case "Member":
      return <TextField label="Default member number (optional)" hint="The member must exist." inputMode="numeric" {...register("defaultText")} />;
    case "Options":
      return (
        <div>
          <label htmlFor="default-option" className="block text-sm">
            Default option
          </label>
          <select id="default-option" className={selectClass} {...register("defaultText")}>
            <option value="">No default</option>
            {optionDescriptions.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
      );
    case "Date": {
      const set = watched.dateDefault === "set";
      return (
        <div className="space-y-3">
          <div className="flex gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" value="none" {...register("dateDefault")} /> No default
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="set" {...register("dateDefault")} /> A default date
            </label>
          </div>
          {set && (
            <>
              <div className="grid gap-3 sm:grid-cols-3">
                <div>
                  <label htmlFor="day-type" className="block text-sm">
                    Day
                  </label>
                  <select id="day-type" className={selectClass} {...register("dayType")}>
                    <option value="Current">Today&apos;s day</option>
                    <option value="Fixed">A fixed day</option>
                  </select>
                  {watched.dayType === "Fixed" && <TextField className="mt-2" label="Day of month" inputMode="numeric" {...register("day")} />}
                </div>
                <div>
                  <label htmlFor="month-type" className="block text-sm">
                    Month
                  </label>
                  <select id="month-type" className={selectClass} {...register("monthType")}>
                    <option value="Current">The current month</option>
                    <option value="Fixed">A fixed month</option>
                  </select>
                  {watched.monthType === "Fixed" && <TextField className="mt-2" label="Month (1–12)" inputMode="numeric" {...register("month")} />}
                </div>
                <TextField label="Year" inputMode="numeric" {...register("year")} />
              </div>
              <p className={hint}>
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
    case "User":
      return (
        <div className="space-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="none" {...register("userDefault")} /> No default
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="current" {...register("userDefault")} /> The signed-in user
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="named" {...register("userDefault")} /> A named staff user
          </label>
          {watched.userDefault === "named" && <TextField label="User name" hint="The staff user's sign-in name, e.g. manager." {...register("userName")} />}
        </div>
      );
  }
}
