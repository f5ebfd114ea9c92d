"use client";

import { useMemo, useState } from "react";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { memberWordings } from "@frontdesk/lib/contract/member-words";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import {
  addMedicalConditionRequest,
  type MedicalCondition,
  type MedicalConditionType,
} from "@frontdesk/lib/contract/members";
import { isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
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
import { useTranslations, type Words } from "@/components/ui/catalogue";

/** The medical screen's dialogs (loaded with the dialog, not the page: react-hook-form and the contract's zod schema). */
const conditionFormOf = (t: Words) =>
  addMedicalConditionRequest.extend({
    medicalConditionTypeId: z.int({ error: t("medical.chooseType") }).positive({ error: t("medical.chooseType") }),
    medicalNote: z.string(),
  });
type ConditionValues = z.infer<ReturnType<typeof conditionFormOf>>;

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
  const t = useTranslations("Members");
  const conditionForm = useMemo(() => conditionFormOf(t), [t]);
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
  const nameOf = (typeId: number) => types.find((ty) => ty.id === typeId)?.name ?? t("medical.condition");

  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: ["medicalConditionTypeId", "medicalNote"],
    action: async (values: ConditionValues) => {
      if (condition) await update.mutateAsync({ id: condition.id, ifMatch: version.ifMatch, ...values });
      else await add.mutateAsync(values);
    },
    success: (_nothing, values) =>
      t(condition ? "medical.updated" : "medical.added", { condition: nameOf(values.medicalConditionTypeId) }),
    failure: t("medical.saveFailed"),
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
                  { type: t("medical.type"), medicalNote: t("medical.note") },
                )
              : []
          }
          onLoadTheirs={() => reset(valuesOf(version.loadTheirs()))}
          onKeepEditing={version.keepEditing}
        />
      )}
      <SelectField
        label={t("medical.type")}
        hint={t("medical.typeHint")}
        error={errors.medicalConditionTypeId?.message}
        placeholder={{ value: 0, label: t("medical.chooseTypePlaceholder") }}
        options={types.map((ty) => ({
          value: ty.id,
          label: ty.active ? ty.name : t("medical.deactivatedName", { name: ty.name }),
          disabled: !ty.active && ty.id !== condition?.medicalConditionTypeId,
        }))}
        {...register("medicalConditionTypeId", { valueAsNumber: true })}
      />
      <TextAreaField label={t("medical.note")} error={errors.medicalNote?.message} {...register("medicalNote")} />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : condition ? t("saveChanges") : t("medical.add")}
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
  const t = useTranslations("Members");
  const remove = useRemoveMedicalCondition(memberId);
  const version = useRecordVersion(condition, useCurrentCondition(memberId, condition.id));
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setFailure(undefined);
    try {
      await remove.mutateAsync({ id: condition.id, ifMatch: version.ifMatch });
      toast.success(t("medical.removed", { condition: condition.medicalConditionType }));
      onDone();
    } catch (error) {
      if (isRecordChanged(error)) {
        await version.changed();
        return;
      }
      setFailure(messageOf(error));
      toast.error(t("medical.removeFailed", { condition: condition.medicalConditionType, reason: messageOf(error) }));
    }
  };
  if (version.newer !== undefined)
    return (
      <RecordChangedNotice
        removed={version.newer === null}
        changes={
          version.newer
            ? changesBetween(version.readAt, version.newer, {
                medicalConditionType: t("medical.type"),
                medicalNote: t("medical.note"),
              })
            : []
        }
        onLoadTheirs={onDone}
        onKeepEditing={version.keepEditing}
      />
    );
  return (
    <div className="space-y-4">
      <p className="text-sm">{t("medical.removeExplain")}</p>
      <FormFailure message={failure} />
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? t("card.removing") : t("medical.removeCondition")}
        </Button>
      </div>
    </div>
  );
}
