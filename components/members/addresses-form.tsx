"use client";

import { Said } from "@/components/ui/catalogue";
import { type Path, type UseFormRegister } from "react-hook-form";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { memberWordings } from "@/lib/contract/member-words";
import { storedPostcode } from "@/lib/contract/postcode";
import { addressLimits, type AddressLineField } from "@/lib/contract/address-limits";
import type { Address, MemberAddresses, UpdateAddressesRequest } from "@/lib/contract/members";
import type { AddressesValues } from "./addresses-schema";
import { ProblemError } from "@/lib/contract/problem";
import { FormChangedNotice, useRecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useMemberAddresses } from "./queries";
import { FormFailure } from "@/components/ui/form-failure";
import { useUpdateAddresses } from "./record-queries";

/**
 * Home (address1) and work (address2) addresses in one form (endpoint 16). Saving sends each
 * address whole (an emptied line is cleared) and says which one is primary; the platform's
 * rules (one primary, a primary address cannot be blank) are explained beside the choice.
 */
const lineLabels: Record<AddressLineField, string> = {
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  addressLine3: "Address line 3",
  townCity: "Town or city",
  region: "County or region",
  postalCode: "Postcode",
  country: "Country",
};
const lineFields = Object.keys(lineLabels) as AddressLineField[];

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
const changeLabels: Record<string, string> = {
  ...Object.fromEntries(
    (["address1", "address2"] as const).flatMap((key) =>
      lineFields.map((f) => [`${key}.${f}`, `${key === "address1" ? "Home" : "Work"}: ${lineLabels[f]}`]),
    ),
  ),
  primary: "Primary address",
};
const primaryWords = { address1: "Home", address2: "Work", none: "Not chosen" } as const;
const comparable = (values: AddressesValues) => ({ ...values, primary: primaryWords[values.primary] });

export function AddressesForm({ memberId, stored }: { memberId: number; stored: MemberAddresses }) {
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
    success: "Addresses saved",
    failure: "Could not save the addresses",
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
        labels={changeLabels}
        comparable={comparable}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {(["address1", "address2"] as const).map((key) => (
          <fieldset key={key} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <legend className="px-1 text-lg font-semibold">
              {key === "address1" ? "Home address" : "Work address"}
            </legend>
            <div className="space-y-3">
              {lineFields.map((field) => (
                <TextField
                  key={field}
                  label={lineLabels[field]}
                  maxLength={addressLimits[field]}
                  autoComplete="off"
                  error={errors[key]?.[field]?.message}
                  hint={
                    field === "postalCode"
                      ? "UK postcodes are checked (for example LS1 4AP); other countries are free text."
                      : undefined
                  }
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
          Undo changes
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save addresses"}
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
  return (
    <fieldset
      aria-describedby="primary-rules"
      aria-invalid={error ? true : undefined}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <legend className="px-1 text-lg font-semibold">Primary address</legend>
      <p id="primary-rules" className="text-sm text-slate-600 dark:text-slate-400">
        Post and invoices go to the primary address. Only one address can be primary, and the primary address cannot be
        left blank. Saving replaces each address whole: a line you empty is cleared.
      </p>
      <div className="mt-3 flex flex-wrap gap-6 text-sm">
        {(
          [
            ["address1", "Home"],
            ["address2", "Work"],
            ["none", "Not chosen"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              value={value}
              defaultChecked={shown === value}
              {...register("primary")}
              disabled={value === "none" && primaryStored}
            />
            {label}
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
