"use client";

import dynamic from "next/dynamic";
import { HeartPulse, PencilLine, Plus, ShieldAlert, Trash2 } from "lucide-react";
import type { MedicalCondition, MedicalConditionType } from "@/lib/contract/members";
import { messageOf } from "@/lib/contract/problem";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useMedicalDetails } from "./queries";
import { RecordFrame } from "./record-frame";
import { useMedicalTypes } from "./record-queries";

// The dialogs' forms load with the dialog, not the page (react-hook-form and the contract's zod schema).
const ConditionForm = dynamic(() => import("./medical-forms").then((m) => m.ConditionForm), { ssr: false });
const RemoveCondition = dynamic(() => import("./medical-forms").then((m) => m.RemoveCondition), { ssr: false });

/**
 * A member's medical conditions (endpoint 14): special-category data, so the screen says so,
 * and every view and change is audited by the platform under the signed-in staff member.
 */
export function MedicalScreen({ memberId }: { memberId: number }) {
  const medical = useMedicalDetails(memberId);
  const types = useMedicalTypes();
  return (
    <RecordFrame memberId={memberId} title="Medical details">
      <div
        role="note"
        aria-label="Special-category data"
        className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>Special-category health data.</strong> Record only what staff need to keep the member safe, and never
          share it outside the team. Every view and change of this page is logged under your name.
        </p>
      </div>
      <section aria-labelledby="conditions-title" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="conditions-title" className="text-lg font-semibold">
            Conditions
          </h2>
          {types.data && (
            <ModalDialog
              triggerLabel="Add condition"
              triggerVariant="primary"
              triggerIcon={<Plus aria-hidden className="size-4" />}
              title="Add a medical condition"
            >
              {(close) => <ConditionForm memberId={memberId} types={types.data} onDone={close} />}
            </ModalDialog>
          )}
        </div>
        <div className="mt-3">
          {medical.isPending || types.isPending ? (
            <LoadingState label="Loading medical details" />
          ) : medical.isError ? (
            <ErrorState
              title="Could not load medical details"
              message={messageOf(medical.error)}
              onRetry={() => void medical.refetch()}
            />
          ) : types.isError ? (
            <ErrorState
              title="Could not load the condition types"
              message={messageOf(types.error)}
              onRetry={() => void types.refetch()}
            />
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

function ConditionRow({
  memberId,
  condition,
  types,
}: {
  memberId: number;
  condition: MedicalCondition;
  types: MedicalConditionType[];
}) {
  const type = types.find((t) => t.id === condition.medicalConditionTypeId);
  const deactivated = type ? !type.active : false;
  return (
    <li aria-label={condition.medicalConditionType} className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <HeartPulse aria-hidden className="size-4" />
          {condition.medicalConditionType}
          {deactivated && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              Deactivated type
            </span>
          )}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
          {condition.medicalNote || <em>No note</em>}
        </p>
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
