import { useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { ZodType } from "zod";
import { staffWordsOf, type StaffWording } from "@frontdesk/lib/contract/staff-words";

/**
 * A form's contract schema: the schema itself, or, for a form the page shows at start-up, its loader
 * (`() => import("./addresses-schema").then((m) => m.addressesForm)`), so the page's start-up neither fetches nor
 * runs zod and the contract's schemas: they load when the form is first checked. A form that loads on demand (in a
 * dialog, after a click) gives the schema it already holds.
 */
export type ContractSchema = ZodType | (() => Promise<ZodType>);

/**
 * react-hook-form's resolver for a contract schema, its messages said in plain words: the contract
 * keeps the platform's wording ("QueryId must be specified"), the person reads the area's wording
 * (lib/contract/*-words.ts, the same the BFF uses for the platform's answers). The zod resolver (and a loaded
 * schema) come with the first check, once.
 */
export function plainWordsResolver<T extends FieldValues>(
  schema: ContractSchema,
  wordings: readonly StaffWording[],
): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const zodResolved = () =>
    (loading ??= Promise.all([
      typeof schema === "function" ? schema() : schema,
      import("@hookform/resolvers/zod"),
    ]).then(([loaded, { zodResolver }]) =>
      // the caller names the form's values: the schema's input and output (a contract schema is not typed by them)
      zodResolver(loaded as ZodType<T, T>),
    ));
  return async (values, context, options) => {
    const result = await (await zodResolved())(values, context, options);
    for (const error of Object.values(result.errors))
      if (error && typeof error.message === "string") error.message = staffWordsOf(error.message, wordings).say;
    return result;
  };
}

/**
 * A field's props from its form: its registration and its error, said under it (TextField, SelectField,
 * TextAreaField): `<TextField label="Name" {...field("name")} />`.
 */
export const fieldsOf =
  <T extends FieldValues>(form: Pick<UseFormReturn<T>, "register" | "formState" | "getFieldState">) =>
  <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });

/**
 * The one setup of a form over a contract schema: react-hook-form with its messages in the area's words,
 * and `field(name)` for each field's props.
 */
export function useContractForm<T extends FieldValues>(
  schema: ContractSchema,
  defaultValues: DefaultValues<T>,
  wordings: readonly StaffWording[] = [],
) {
  // one resolver for the form's life: a loaded schema is loaded once
  const [resolver] = useState(() => plainWordsResolver<T>(schema, wordings));
  const form = useForm<T>({ resolver, defaultValues });
  return { ...form, field: fieldsOf(form) };
}
