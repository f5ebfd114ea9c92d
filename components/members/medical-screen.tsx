"use client";

import dynamic from "next/dynamic";
import { HeartPulse, PencilLine, Plus, ShieldAlert, Trash2 } from "lucide-react";
import type { MedicalCondition, MedicalConditionType } from "@frontdesk/lib/contract/members";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useMedicalDetails } from "./queries";
import { RecordFrame } from "./record-frame";
import { useMedicalTypes } from "./record-queries";
import { useTranslations } from "@/components/ui/catalogue";

// The dialogs' forms load with the dialog, not the page (react-hook-form and the contract's zod schema).
const ConditionForm = dynamic(() => import("./medical-forms").then((m) => m.ConditionForm), { ssr: false });
const RemoveCondition = dynamic(() => import("./medical-forms").then((m) => m.RemoveCondition), { ssr: false });

/**
 * A member's medical conditions (endpoint 14): special-category data, so the screen says so,
 * and every view and change is audited by the platform under the signed-in staff member.
 */
export function MedicalScreen({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const medical = useMedicalDetails(memberId);
  const types = useMedicalTypes();
  return (
    <RecordFrame memberId={memberId} title={t("medical.title")}>
      <div
        role="note"
        aria-label={t("medical.noteLabel")}
        className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>{t("medical.noteTitle")}</strong> {t("medical.noteText")}
        </p>
      </div>
      <section aria-labelledby="conditions-title" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="conditions-title" className="text-lg font-semibold">
            {t("medical.conditions")}
          </h2>
          {types.data && (
            <ModalDialog
              triggerLabel={t("medical.add")}
              triggerVariant="primary"
              triggerIcon={<Plus aria-hidden className="size-4" />}
              title={t("medical.addTitle")}
            >
              {(close) => <ConditionForm memberId={memberId} types={types.data} onDone={close} />}
            </ModalDialog>
          )}
        </div>
        <div className="mt-3">
          {medical.isPending || types.isPending ? (
            <LoadingState label={t("medical.loading")} />
          ) : medical.isError ? (
            <ErrorState
              title={t("medical.failed")}
              message={messageOf(medical.error)}
              onRetry={() => void medical.refetch()}
            />
          ) : types.isError ? (
            <ErrorState
              title={t("medical.typesFailed")}
              message={messageOf(types.error)}
              onRetry={() => void types.refetch()}
            />
          ) : medical.data.medicalConditions.length === 0 ? (
            <EmptyState>{t("tile.noConditions")}</EmptyState>
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
  const t = useTranslations("Members");
  const type = types.find((ty) => ty.id === condition.medicalConditionTypeId);
  const deactivated = type ? !type.active : false;
  return (
    <li aria-label={condition.medicalConditionType} className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <HeartPulse aria-hidden className="size-4" />
          {condition.medicalConditionType}
          {deactivated && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {t("medical.deactivatedType")}
            </span>
          )}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
          {condition.medicalNote || <em>{t("medical.noNote")}</em>}
        </p>
      </div>
      <div className="flex gap-2">
        <ModalDialog
          triggerLabel={t("medical.edit")}
          triggerIcon={<PencilLine aria-hidden className="size-4" />}
          triggerAccessibleLabel={t("medical.editNamed", { condition: condition.medicalConditionType })}
          title={t("medical.editNamed", { condition: condition.medicalConditionType })}
        >
          {(close) => <ConditionForm memberId={memberId} types={types} condition={condition} onDone={close} />}
        </ModalDialog>
        <ModalDialog
          triggerLabel={t("card.remove")}
          triggerIcon={<Trash2 aria-hidden className="size-4" />}
          triggerAccessibleLabel={t("medical.removeNamed", { condition: condition.medicalConditionType })}
          title={t("medical.removeTitle", { condition: condition.medicalConditionType })}
        >
          {(close) => <RemoveCondition memberId={memberId} condition={condition} onDone={close} />}
        </ModalDialog>
      </div>
    </li>
  );
}
