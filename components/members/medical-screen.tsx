"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { toast } from "sonner";
import { HeartPulse, PencilLine, Plus, ShieldAlert, Trash2 } from "lucide-react";
import { addMedicalConditionRequest, type MedicalCondition, type MedicalConditionType } from "@/lib/contract/members";
import { messageOf } from "@/lib/bff/problem";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useMedicalDetails } from "./queries";
import { FormFailure, RecordFrame } from "./record-frame";
import { showFieldErrors } from "@/components/ui/field-errors";
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

function ConditionForm({ memberId, types, condition, onDone }: { memberId: number; types: MedicalConditionType[]; condition?: MedicalCondition; onDone: () => void }) {
  const add = useAddMedicalCondition(memberId);
  const update = useUpdateMedicalCondition(memberId);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConditionValues>({
    resolver: zodResolver(conditionForm),
    defaultValues: { medicalConditionTypeId: condition?.medicalConditionTypeId ?? 0, medicalNote: condition?.medicalNote ?? "" },
  });

  const onSubmit = async (values: ConditionValues) => {
    setFailure(undefined);
    try {
      if (condition) await update.mutateAsync({ id: condition.id, ...values });
      else await add.mutateAsync(values);
      const name = types.find((t) => t.id === values.medicalConditionTypeId)?.name ?? "Condition";
      toast.success(condition ? `${name} updated` : `${name} added`);
      onDone();
    } catch (error) {
      if (!showFieldErrors(error, ["medicalConditionTypeId", "medicalNote"], setError)) setFailure(messageOf(error));
      toast.error(`Could not save the condition: ${messageOf(error)}`);
    }
  };

  const typeError = errors.medicalConditionTypeId?.message;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      <div>
        <label htmlFor="medical-type" className="block text-sm font-medium">
          Condition type
        </label>
        <p id="medical-type-hint" className="text-xs text-slate-600 dark:text-slate-400">
          Deactivated types are shown for reference and cannot be chosen.
        </p>
        <select
          id="medical-type"
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? "medical-type-hint medical-type-error" : "medical-type-hint"}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          {...register("medicalConditionTypeId", { valueAsNumber: true })}
        >
          <option value={0}>Choose a type…</option>
          {types.map((t) => (
            <option key={t.id} value={t.id} disabled={!t.active && t.id !== condition?.medicalConditionTypeId}>
              {t.active ? t.name : `${t.name} (deactivated)`}
            </option>
          ))}
        </select>
        {typeError && (
          <p id="medical-type-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {typeError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="medical-note" className="block text-sm font-medium">
          Note
        </label>
        <textarea
          id="medical-note"
          rows={4}
          aria-invalid={errors.medicalNote ? true : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          {...register("medicalNote")}
        />
        {errors.medicalNote && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.medicalNote.message}</p>}
      </div>
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : condition ? "Save changes" : "Add condition"}
        </Button>
      </div>
    </form>
  );
}

function RemoveCondition({ memberId, condition, onDone }: { memberId: number; condition: MedicalCondition; onDone: () => void }) {
  const remove = useRemoveMedicalCondition(memberId);
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setFailure(undefined);
    try {
      await remove.mutateAsync(condition.id);
      toast.success(`${condition.medicalConditionType} removed`);
      onDone();
    } catch (error) {
      setFailure(messageOf(error));
      toast.error(`Could not remove ${condition.medicalConditionType}: ${messageOf(error)}`);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm">The condition and its note will be removed from the member&apos;s record.</p>
      <FormFailure message={failure} />
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>Cancel</Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? "Removing…" : "Remove condition"}
        </Button>
      </div>
    </div>
  );
}
