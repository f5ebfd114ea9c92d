import { zodResolver } from "@hookform/resolvers/zod";
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
import { staffWordsOf, type StaffWording } from "@/lib/contract/problem";

/**
 * react-hook-form's resolver for a contract schema, its messages said in plain words: the contract
 * keeps the platform's wording ("QueryId must be specified"), the person reads the area's wording
 * (lib/contract/*-words.ts, the same the BFF uses for the platform's answers).
 */
export function plainWordsResolver<T extends FieldValues>(
  schema: ZodType,
  wordings: readonly StaffWording[],
): Resolver<T> {
  // the caller names the form's values: the schema's input and output (a contract schema is not typed by them)
  const resolve: Resolver<T> = zodResolver(schema as ZodType<T, T>);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
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
  schema: ZodType,
  defaultValues: DefaultValues<T>,
  wordings: readonly StaffWording[] = [],
) {
  const form = useForm<T>({ resolver: plainWordsResolver<T>(schema, wordings), defaultValues });
  return { ...form, field: fieldsOf(form) };
}
