"use client";

import { Said } from "@/components/ui/catalogue";
import { type Path, type UseFormRegister } from "react-hook-form";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { memberWordings } from "@frontdesk/lib/contract/member-words";
import { storedPostcode } from "@frontdesk/lib/contract/postcode";
import { addressLimits, type AddressLineField } from "@frontdesk/lib/contract/address-limits";
import type { Address, MemberAddresses, UpdateAddressesRequest } from "@frontdesk/lib/contract/members";
import type { AddressesValues } from "./addresses-schema";
import { ProblemError } from "@frontdesk/lib/contract/problem";
import { FormChangedNotice, useRecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useMemberAddresses } from "./queries";
import { FormFailure } from "@/components/ui/form-failure";
import { useUpdateAddresses } from "./record-queries";
import { useTranslations, type Words } from "@/components/ui/catalogue";

/**
 * Home (address1) and work (address2) addresses in one form (endpoint 16). Saving sends each
 * address whole (an emptied line is cleared) and says which one is primary; the platform's
 * rules (one primary, a primary address cannot be blank) are explained beside the choice.
 */
const lineFields: AddressLineField[] = [
  "addressLine1",
  "addressLine2",
  "addressLine3",
  "townCity",
  "region",
  "postalCode",
  "country",
];
/** A line's label (messages/*.json, Members.addresses.line). */
const lineLabel = (t: Words, field: AddressLineField) => t(`addresses.line.${field}`);

// the form's check loads when it is first needed (its zod schema is not part of the page's start-up)
const addressesForm = () => import("./addresses-schema").then((m) => m.addressesForm);

const emptyLines = (): Record<AddressLineField, string> => ({
  addressLine1: "",
  addressLine2: "",
  addressLine3: "",
  townCity: "",
  region: "",
  postalCode: "",
  country: "",
});
const linesOf = (address: Address | null) =>
  address
    ? (Object.fromEntries(lineFields.map((f) => [f, address[f]])) as Record<AddressLineField, string>)
    : emptyLines();
const isBlank = (lines: Record<AddressLineField, string>) => lineFields.every((f) => lines[f].trim() === "");

function valuesOf(data: MemberAddresses): AddressesValues {
  return {
    address1: linesOf(data.address1),
    address2: linesOf(data.address2),
    primary: data.address1?.isPrimary ? "address1" : data.address2?.isPrimary ? "address2" : "none",
  };
}

/** The platform's plain-text rule failures belong to the primary choice. */
const primaryMessages = [
  "Only one of the given addresses can be marked as primary",
  "Cannot have a primary address with empty values",
];

/** The labels of every field, by form path, for the "their version now has" list. */
const changeLabelsOf = (t: Words): Record<string, string> => ({
  ...Object.fromEntries(
    (["address1", "address2"] as const).flatMap((key) =>
      lineFields.map((f) => [
        `${key}.${f}`,
        t(key === "address1" ? "addresses.homeLine" : "addresses.workLine", { line: lineLabel(t, f) }),
      ]),
    ),
  ),
  primary: t("addresses.primary"),
});
const primaryKeys = { address1: "addresses.home", address2: "addresses.work", none: "addresses.notChosen" } as const;

export function AddressesForm({ memberId, stored }: { memberId: number; stored: MemberAddresses }) {
  const t = useTranslations("Members");
  const update = useUpdateAddresses(memberId);
  const addresses = useMemberAddresses(memberId);
  const version = useRecordVersion(stored, async () => (await addresses.refetch()).data);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm<AddressesValues>(addressesForm, valuesOf(stored), memberWordings);
  useUnsavedChangesGuard(isDirty);
  const readAt = version.readAt;
  // The values also as the inputs' defaults, so the server-rendered page shows them before react-hook-form runs.
  const shown = valuesOf(readAt);

  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: (["address1", "address2"] as const).flatMap((key) =>
      lineFields.map((f) => `${key}.${f}` as Path<AddressesValues>),
    ),
    action: (values: AddressesValues) => {
      const body: UpdateAddressesRequest = {};
      for (const key of ["address1", "address2"] as const) {
        // A never-stored address left blank is not sent (nothing to keep or clear).
        if (!readAt[key] && isBlank(values[key]) && values.primary !== key) continue;
        const lines = { ...values[key], postalCode: storedPostcode(values[key].postalCode, values[key].country) };
        body[key] = { ...lines, ...(values.primary === "none" ? {} : { isPrimary: values.primary === key }) };
      }
      return update.mutateAsync({ body, ifMatch: version.ifMatch });
    },
    success: t("addresses.saved"),
    failure: t("addresses.saveFailed"),
    onSuccess: (saved) => {
      version.saved(saved);
      reset(valuesOf(saved));
    },
    // The platform's plain-text rule failures belong to the primary choice.
    onFailure: (error, message) => {
      if (!(error instanceof ProblemError) || !primaryMessages.includes(message)) return false;
      setError("primary", { type: "server", message });
      return true;
    },
    version,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
      <FormFailure message={failure} />
      <FormChangedNotice
        version={version}
        readAt={readAt}
        valuesOf={valuesOf}
        form={{ reset, getValues }}
        labels={changeLabelsOf(t)}
        comparable={(values: AddressesValues) => ({ ...values, primary: t(primaryKeys[values.primary]) })}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {(["address1", "address2"] as const).map((key) => (
          <fieldset key={key} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <legend className="px-1 text-lg font-semibold">
              {key === "address1" ? t("addresses.homeAddress") : t("addresses.workAddress")}
            </legend>
            <div className="space-y-3">
              {lineFields.map((field) => (
                <TextField
                  key={field}
                  label={lineLabel(t, field)}
                  maxLength={addressLimits[field]}
                  autoComplete="off"
                  error={errors[key]?.[field]?.message}
                  hint={field === "postalCode" ? t("addresses.postcodeHint") : undefined}
                  defaultValue={shown[key][field]}
                  {...register(`${key}.${field}`)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <PrimaryChoice
        register={register}
        error={errors.primary?.message}
        shown={shown.primary}
        primaryStored={Boolean(readAt.address1?.isPrimary || readAt.address2?.isPrimary)}
      />
      <div className="flex justify-end gap-2">
        <Button onClick={() => reset(valuesOf(readAt))} disabled={!isDirty || isSubmitting}>
          {t("undoChanges")}
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("addresses.save")}
        </Button>
      </div>
    </form>
  );
}

/** Which address is primary, with the platform's rules beside it; "Not chosen" once one is stored as primary. */
function PrimaryChoice({
  register,
  error,
  shown,
  primaryStored,
}: {
  register: UseFormRegister<AddressesValues>;
  error: string | undefined;
  shown: AddressesValues["primary"];
  primaryStored: boolean;
}) {
  const t = useTranslations("Members");
  return (
    <fieldset
      aria-describedby="primary-rules"
      aria-invalid={error ? true : undefined}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <legend className="px-1 text-lg font-semibold">{t("addresses.primary")}</legend>
      <p id="primary-rules" className="text-sm text-slate-600 dark:text-slate-400">
        {t("addresses.primaryRules")}
      </p>
      <div className="mt-3 flex flex-wrap gap-6 text-sm">
        {(["address1", "address2", "none"] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              value={value}
              defaultChecked={shown === value}
              {...register("primary")}
              disabled={value === "none" && primaryStored}
            />
            {t(primaryKeys[value])}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          <Said text={error} />
        </p>
      )}
    </fieldset>
  );
}
