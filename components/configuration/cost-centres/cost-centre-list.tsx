"use client";

import { useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { costCentreWordings } from "@frontdesk/lib/contract/configuration-words";
import { toast } from "@/components/ui/toast";
import { Pencil, Save } from "lucide-react";
import { ProblemError, isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
import { recordChangedMessage } from "@frontdesk/lib/contract/record-version";
import { RecordChangedNotice, changesBetween, useRecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { costCentreLimits, updateCostCentreRequest, type CostCentre } from "@frontdesk/lib/contract/configuration";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { TextField } from "@/components/ui/text-field";
import { useCostCentres, useUpdateCostCentre } from "./queries";
import { DataTable, Th } from "@/components/ui/data-table";
import { showFieldErrors } from "@/components/ui/field-errors";
import { useTranslations } from "@/components/ui/catalogue";

/** Cost centres (the top of the financial reporting structure), each editable in a dialog. */
export function CostCentreList() {
  const t = useTranslations("Configuration");
  const centres = useCostCentres();
  const [editing, setEditing] = useState<CostCentre>();
  if (centres.isPending) return <LoadingState label={t("costCentres.loading")} />;
  if (centres.isError) return <ErrorState message={messageOf(centres.error)} onRetry={() => void centres.refetch()} />;
  if (centres.data.length === 0) return <EmptyState>{t("costCentres.none")}</EmptyState>;
  return (
    <>
      <DataTable
        caption={t("topics.costCentres.title")}
        head={
          <>
            <Th>{t("statuses.description")}</Th>
            <Th>{t("sites.id")}</Th>
            <Th>{t("costCentres.reference")}</Th>
            <Th last>
              <span className="sr-only">{t("actions")}</span>
            </Th>
          </>
        }
      >
        {centres.data.map((centre) => (
          <tr key={centre.id} className="border-b border-slate-200 dark:border-slate-800">
            <td className="py-3 pr-4 font-medium">{centre.description}</td>
            <td className="py-3 pr-4 font-mono">{centre.id}</td>
            <td className="py-3 pr-4">
              {centre.reference || (
                <span className="text-slate-600 dark:text-slate-400">{t("costCentres.noReference")}</span>
              )}
            </td>
            <td className="py-3 text-right">
              <Button variant="ghost" onClick={() => setEditing(centre)}>
                <Pencil aria-hidden className="size-4" />
                {t("edit")}
                <span className="sr-only"> {centre.description}</span>
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <ModalOverlay
        isOpen={!!editing}
        onOpenChange={(open) => !open && setEditing(undefined)}
        isDismissable
        className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
      >
        <Modal className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog className="outline-none">
            {editing && <CostCentreForm centre={editing} onDone={() => setEditing(undefined)} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

type CostCentreFormValues = { description: string; reference: string };
const valuesOf = (centre: CostCentre): CostCentreFormValues => ({
  description: centre.description,
  reference: centre.reference,
});

function CostCentreForm({ centre, onDone }: { centre: CostCentre; onDone: () => void }) {
  const t = useTranslations("Configuration");
  const update = useUpdateCostCentre();
  const centres = useCostCentres();
  // Lost updates: the entry as read from the list; a 412 re-reads the list and shows what changed.
  const version = useRecordVersion<CostCentre | null>(
    centre,
    async () => (await centres.refetch()).data?.find((c) => c.id === centre.id) ?? null,
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm<CostCentreFormValues>(updateCostCentreRequest, valuesOf(centre), costCentreWordings);
  useUnsavedChangesGuard(isDirty);
  const onSubmit = async (values: CostCentreFormValues) => {
    try {
      await update.mutateAsync({ id: centre.id, body: values, ifMatch: version.ifMatch });
      toast.success(t("costCentres.saved", { id: centre.id }));
      onDone();
    } catch (error) {
      if (isRecordChanged(error)) {
        await version.changed();
        toast.warning(recordChangedMessage);
        return;
      }
      const problem = error instanceof ProblemError ? error.problem : undefined;
      const detail = problem?.detail ?? "";
      let placed = showFieldErrors(error, ["description", "reference"], setError);
      if (!placed && /^Description/.test(detail)) {
        setError("description", { message: detail });
        placed = true;
      }
      toast.error(placed ? t("checkFields") : messageOf(error));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <Heading slot="title" className="text-lg font-semibold">
        {t("costCentres.editHeading")} <span className="font-mono">{centre.id}</span>
      </Heading>
      {version.newer !== undefined && (
        <RecordChangedNotice
          removed={version.newer === null}
          changes={
            version.newer && version.readAt
              ? changesBetween(valuesOf(version.readAt), valuesOf(version.newer), {
                  description: t("statuses.description"),
                  reference: t("costCentres.reference"),
                })
              : []
          }
          onLoadTheirs={() => {
            const theirs = version.loadTheirs();
            if (theirs) reset(valuesOf(theirs));
          }}
          onKeepEditing={version.keepEditing}
        />
      )}
      <TextField
        label={t("statuses.description")}
        hint={t("costCentres.descriptionHint", { max: costCentreLimits.description })}
        autoFocus
        error={errors.description?.message}
        {...register("description")}
      />
      <TextField
        label={t("costCentres.reference")}
        hint={t("costCentres.referenceHint", { max: costCentreLimits.reference })}
        error={errors.reference?.message}
        {...register("reference")}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          <Save aria-hidden className="size-4" />
          {isSubmitting ? t("saving") : t("costCentres.save")}
        </Button>
      </div>
    </form>
  );
}
