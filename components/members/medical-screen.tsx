"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { HeartPulse, PencilLine, Plus, ShieldAlert, Trash2 } from "lucide-react";
import { addMedicalConditionRequest, type MedicalCondition, type MedicalConditionType } from "@/lib/contract/members";
import { isRecordChanged, messageOf } from "@/lib/bff/problem";
import { RecordChangedNotice, changesBetween, useRecordVersion } from "@/components/ui/record-changed";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { Button } from "@/components/ui/button";
import { DialogCancel, ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useMedicalDetails } from "./queries";
import { FormFailure, RecordFrame } from "./record-frame";
import { useAddMedicalCondition, useMedicalTypes, useRemoveMedicalCondition, useUpdateMedicalCondition } from "./record-queries";

/**
 * A member's medical conditions (endpoint 14): special-category data, so the screen says so,
 * and every view and change is audited by the platform under the signed-in staff member.
 */
export function MedicalScreen({ memberId }: { memberId: number }) {
  const medical = useMedicalDetails(memberId);
  const types = useMedicalTypes();
  return (
    <RecordFrame memberId={memberId} title="Medical details">
      <div role="note" aria-label="Special-category data" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>Special-category health data.</strong> Record only what staff need to keep the member safe, and never share it outside the team. Every view and change of this
          page is logged under your name.
        </p>
      </div>
      <section aria-labelledby="conditions-title" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="conditions-title" className="text-lg font-semibold">
            Conditions
          </h2>
          {types.data && (
            <ModalDialog triggerLabel="Add condition" triggerVariant="primary" triggerIcon={<Plus aria-hidden className="size-4" />} title="Add a medical condition">
              {(close) => <ConditionForm memberId={memberId} types={types.data} onDone={close} />}
            </ModalDialog>
          )}
        </div>
        <div className="mt-3">
          {medical.isPending || types.isPending ? (
            <LoadingState label="Loading medical details" />
          ) : medical.isError ? (
            <ErrorState title="Could not load medical details" message={messageOf(medical.error)} onRetry={() => void medical.refetch()} />
          ) : types.isError ? (
            <ErrorState title="Could not load the condition types" message={messageOf(types.error)} onRetry={() => void types.refetch()} />
          ) : medical.data.medicalConditions.length === 0 ? (
            <EmptyState>No medical conditions recorded.</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {medical.data.medicalConditions.map((condition) => (
                <ConditionRow key={condition.id} memberId={memberId} condition={condition} types={types.data} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </RecordFrame>
  );
}

function ConditionRow({ memberId, condition, types }: { memberId: number; condition: MedicalCondition; types: MedicalConditionType[] }) {
  const type = types.find((t) => t.id === condition.medicalConditionTypeId);
  const deactivated = type ? !type.active : false;
  return (
    <li aria-label={condition.medicalConditionType} className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <HeartPulse aria-hidden className="size-4" />
          {condition.medicalConditionType}
          {deactivated && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">Deactivated type</span>
          )}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">{condition.medicalNote || <em>No note</em>}</p>
      </div>
      <div className="flex gap-2">
        <ModalDialog
          triggerLabel="Edit"
          triggerIcon={<PencilLine aria-hidden className="size-4" />}
          triggerAccessibleLabel={`Edit ${condition.medicalConditionType}`}
          title={`Edit ${condition.medicalConditionType}`}
        >
          {(close) => <ConditionForm memberId={memberId} types={types} condition={condition} onDone={close} />}
        </ModalDialog>
        <ModalDialog
          triggerLabel="Remove"
          triggerIcon={<Trash2 aria-hidden className="size-4" />}
          triggerAccessibleLabel={`Remove ${condition.medicalConditionType}`}
          title={`Remove ${condition.medicalConditionType}?`}
        >
          {(close) => <RemoveCondition memberId={memberId} condition={condition} onDone={close} />}
        </ModalDialog>
      </div>
    </li>
  );
}

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

function ConditionForm({ memberId, types, condition, onDone }: { memberId: number; types: MedicalConditionType[]; condition?: MedicalCondition; onDone: () => void }) {
  const add = useAddMedicalCondition(memberId);
  const update = useUpdateMedicalCondition(memberId);
  const version = useRecordVersion(condition ?? null, useCurrentCondition(memberId, condition?.id));
  const valuesOf = (c: MedicalCondition | null) => ({ medicalConditionTypeId: c?.medicalConditionTypeId ?? 0, medicalNote: c?.medicalNote ?? "" });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ConditionValues>({ resolver: zodResolver(conditionForm), defaultValues: valuesOf(condition ?? null) });
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
          changes={version.newer ? changesBetween({ ...valuesOf(version.readAt), type: nameOf(version.readAt?.medicalConditionTypeId ?? 0) }, { ...valuesOf(version.newer), type: nameOf(version.newer.medicalConditionTypeId) }, { type: "Condition type", medicalNote: "Note" }) : []}
          onLoadTheirs={() => reset(valuesOf(version.loadTheirs()))}
          onKeepEditing={version.keepEditing}
        />
      )}
      <SelectField
        label="Condition type"
        hint="Deactivated types are shown for reference and cannot be chosen."
        error={errors.medicalConditionTypeId?.message}
        placeholder={{ value: 0, label: "Choose a type…" }}
        options={types.map((t) => ({ value: t.id, label: t.active ? t.name : `${t.name} (deactivated)`, disabled: !t.active && t.id !== condition?.medicalConditionTypeId }))}
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

function RemoveCondition({ memberId, condition, onDone }: { memberId: number; condition: MedicalCondition; onDone: () => void }) {
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
        changes={version.newer ? changesBetween(version.readAt, version.newer, { medicalConditionType: "Condition type", medicalNote: "Note" }) : []}
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
