"use client";

import { useRouter } from "next/navigation";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import type { CreateUserFieldRequest } from "@frontdesk/lib/contract/configuration";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useCreateUserField } from "./queries";
import {
  contractResolver,
  emptyUserField,
  toRequest,
  userFieldFormFields,
  type UserFieldFormValues,
} from "./user-field-values";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * The new-user-field form's state: the contract resolver, the options list, the watched values
 * the default-value editor follows, and the one submit path (useFormSubmit): a server message lands
 * under the field its problem names, anything else above the form.
 */
export function useUserFieldForm() {
  const t = useTranslations("Configuration");
  const router = useRouter();
  const create = useCreateUserField();
  const form = useForm<UserFieldFormValues>({ resolver: contractResolver, defaultValues: emptyUserField() });
  const options = useFieldArray({ control: form.control, name: "options" });
  const watched = useWatch({ control: form.control });
  useUnsavedChangesGuard(form.formState.isDirty);
  const { onSubmit, failure } = useFormSubmit<UserFieldFormValues, { id: number | null }>({
    setError: form.setError,
    fields: userFieldFormFields,
    action: (values) => create.mutateAsync(toRequest(values) as CreateUserFieldRequest),
    success: (_, values) => t("userFields.created", { label: values.description }),
    failure: t("userFields.createFailed"),
    onSuccess: (created) =>
      router.push(created.id ? `/configuration/user-fields?created=${created.id}` : "/configuration/user-fields"),
  });
  return { form, options, watched, type: watched.type ?? "", onSubmit: form.handleSubmit(onSubmit), failure };
}
