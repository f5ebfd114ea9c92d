"use client";

import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
import { recordChangedMessage } from "@frontdesk/lib/contract/record-version";
import { showFieldErrors } from "./field-errors";
import { useTranslations } from "./catalogue";

/**
 * The one way a form submits: runs the write, toasts success, puts the server's
 * field errors under their fields (`showFieldErrors`), keeps a form-level `failure` for what
 * belongs to no field, and toasts the failure. A 412 (someone else saved first) goes to the
 * record version's `changed()` so the screen shows <RecordChangedNotice>.
 *
 *   const { onSubmit, failure } = useFormSubmit({ setError, fields: ["medicalNote"],
 *     action: (values) => update.mutateAsync(values), success: "Condition updated",
 *     failure: "Could not save the condition", onSuccess: onDone, version });
 *   <form onSubmit={handleSubmit(onSubmit)}><FormFailure message={failure} />...
 */
export function useFormSubmit<TValues extends FieldValues, TResult>({
  setError,
  fields,
  action,
  success,
  failure: failureTitle,
  onSuccess,
  onFailure,
  version,
}: {
  setError: UseFormSetError<TValues>;
  /** the form's field names (dotted for nested) that server errors may name */
  fields: readonly string[];
  action: (values: TValues) => Promise<TResult>;
  /** the success toast (nothing when omitted) */
  success?: string | ((result: TResult, values: TValues) => string);
  /** the start of the failure toast: "Could not save the addresses" */
  failure: string;
  onSuccess?: (result: TResult, values: TValues) => void;
  /** a screen's own placement of a failure (answers true when it placed it) */
  onFailure?: (error: unknown, message: string) => boolean;
  /** lost-update protection: a 412 re-reads and shows the choice */
  version?: { changed: () => Promise<void> };
}) {
  const t = useTranslations("Ui");
  const [failure, setFailure] = useState<string>();
  const onSubmit = async (values: TValues) => {
    setFailure(undefined);
    try {
      const result = await action(values);
      if (success) toast.success(typeof success === "string" ? success : success(result, values));
      onSuccess?.(result, values);
    } catch (error) {
      const message = messageOf(error);
      if (version && isRecordChanged(error)) {
        await version.changed();
        toast.warning(recordChangedMessage);
        return;
      }
      const placed = onFailure?.(error, message) ?? false;
      if (!placed && !showFieldErrors(error, fields, setError)) setFailure(message);
      toast.error(t("failedWith", { failure: failureTitle, message }));
    }
  };
  return { onSubmit, failure, setFailure };
}
