"use client";

import { useState } from "react";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { memberWordings } from "@/lib/contract/member-words";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { addMedicalConditionRequest, type MedicalCondition, type MedicalConditionType } from "@/lib/contract/members";
import { isRecordChanged, messageOf } from "@/lib/contract/problem";
import { RecordChangedNotice, changesBetween, useRecordVersion } from "@/components/ui/record-changed";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { Button } from "@/components/ui/button";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { useMedicalDetails } from "./queries";
import { FormFailure } from "@/components/ui/form-failure";
import { useAddMedicalCondition, useRemoveMedicalCondition, useUpdateMedicalCondition } from "./record-queries";

/** The medical screen's dialogs (loaded with the dialog, not the page: react-hook-form and the contract's zod schema). */
const conditionForm = addMedicalConditionRequest.extend({
  medicalConditionTypeId: z.int({ error: "Choose a condition type." }).positive({ error: "Choose a condition type." }),
  medicalNote: z.string(),
});
type ConditionValues = z.infer<typeof conditionForm>;

/** The condition as the list holds it now (null once removed): what a 412 shows. */
function useCurrentCondition(memberId: number, id: number | undefined) {
  const medical = useMedicalDetails(memberId);
  return async () => (await medical.refetch()).data?.medicalConditions.find((c) => c.id === id) ?? null;
}

export function ConditionForm({
  memberId,
  types,
  condition,
  onDone,
}: {
  memberId: number;
  types: MedicalConditionType[];
  condition?: MedicalCondition;
  onDone: () => void;
}) {
  const add = useAddMedicalCondition(memberId);
  const update = useUpdateMedicalCondition(memberId);
  const version = useRecordVersion(condition ?? null, useCurrentCondition(memberId, condition?.id));
  const valuesOf = (c: MedicalCondition | null) => ({
    medicalConditionTypeId: c?.medicalConditionTypeId ?? 0,
    medicalNote: c?.medicalNote ?? "",
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm<ConditionValues>(conditionForm, valuesOf(condition ?? null), memberWordings);
  useUnsavedChangesGuard(isDirty);
  const nameOf = (typeId: number) => types.find((t) => t.id === typeId)?.name ?? "Condition";

  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: ["medicalConditionTypeId", "medicalNote"],
    action: async (values: ConditionValues) => {
      if (condition) await update.mutateAsync({ id: condition.id, ifMatch: version.ifMatch, ...values });
      else await add.mutateAsync(values);
    },
    success: (_nothing, values) => `${nameOf(values.medicalConditionTypeId)} ${condition ? "updated" : "added"}`,
    failure: "Could not save the condition",
    onSuccess: onDone,
    version,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      {version.newer !== undefined && (
        <RecordChangedNotice
          removed={version.newer === null}
          changes={
            version.newer
              ? changesBetween(
                  { ...valuesOf(version.readAt), type: nameOf(version.readAt?.medicalConditionTypeId ?? 0) },
                  { ...valuesOf(version.newer), type: nameOf(version.newer.medicalConditionTypeId) },
                  { type: "Condition type", medicalNote: "Note" },
                )
              : []
          }
          onLoadTheirs={() => reset(valuesOf(version.loadTheirs()))}
          onKeepEditing={version.keepEditing}
        />
      )}
      <SelectField
        label="Condition type"
        hint="Deactivated types are shown for reference and cannot be chosen."
        error={errors.medicalConditionTypeId?.message}
        placeholder={{ value: 0, label: "Choose a type…" }}
        options={types.map((t) => ({
          value: t.id,
          label: t.active ? t.name : `${t.name} (deactivated)`,
          disabled: !t.active && t.id !== condition?.medicalConditionTypeId,
        }))}
        {...register("medicalConditionTypeId", { valueAsNumber: true })}
      />
      <TextAreaField label="Note" error={errors.medicalNote?.message} {...register("medicalNote")} />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : condition ? "Save changes" : "Add condition"}
        </Button>
      </div>
    </form>
  );
}

export function RemoveCondition({
  memberId,
  condition,
  onDone,
}: {
  memberId: number;
  condition: MedicalCondition;
  onDone: () => void;
}) {
  const remove = useRemoveMedicalCondition(memberId);
  const version = useRecordVersion(condition, useCurrentCondition(memberId, condition.id));
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setFailure(undefined);
    try {
      await remove.mutateAsync({ id: condition.id, ifMatch: version.ifMatch });
      toast.success(`${condition.medicalConditionType} removed`);
      onDone();
    } catch (error) {
      if (isRecordChanged(error)) {
        await version.changed();
        return;
      }
      setFailure(messageOf(error));
      toast.error(`Could not remove ${condition.medicalConditionType}: ${messageOf(error)}`);
    }
  };
  if (version.newer !== undefined)
    return (
      <RecordChangedNotice
        removed={version.newer === null}
        changes={
          version.newer
            ? changesBetween(version.readAt, version.newer, {
                medicalConditionType: "Condition type",
                medicalNote: "Note",
              })
            : []
        }
        onLoadTheirs={onDone}
        onKeepEditing={version.keepEditing}
      />
    );
  return (
    <div className="space-y-4">
      <p className="text-sm">The condition and its note will be removed from the member&apos;s record.</p>
      <FormFailure message={failure} />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? "Removing…" : "Remove condition"}
        </Button>
      </div>
    </div>
  );
}
