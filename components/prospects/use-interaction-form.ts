"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { api } from "@frontdesk/lib/api/areas";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { BoardItem, ProspectInteraction } from "@frontdesk/lib/contract/prospects";
import type { InteractionCatalogue } from "@frontdesk/lib/contract/prospects";
import { ProblemError, isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
import { recordChangedMessage } from "@frontdesk/lib/contract/record-version";
import { useRecordVersion, type RecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { showFieldErrors } from "@/components/ui/field-errors";
import { prospectName } from "./interaction-card";
import { useCreateInteraction, useDeleteInteraction, useUpdateInteraction } from "./queries";
import {
  bodyOf,
  interactionFormFields,
  interactionResolverOf,
  newInteractionValues,
  valuesOf,
  versionOfInteraction,
  type InteractionFormValues,
  type PanelState,
} from "./interaction-form-values";

const reminderChoices = [-1, 0, 5, 10, 15, 20, 25, 30];

/**
 * The side panel's form: a new interaction or one card's, its lost-update version, the outcomes of
 * the chosen type, and the one submit path (useFormSubmit) with the server's errors under their fields.
 */
export function useInteractionForm({
  state,
  catalogue,
  staffId,
  onClose,
}: {
  state: Exclude<PanelState, null>;
  catalogue: InteractionCatalogue;
  staffId: string;
  onClose: () => void;
}) {
  const t = useTranslations("Prospects");
  const editing = state.kind === "edit" ? state.item : undefined;
  const resolver = useMemo(() => interactionResolverOf(t), [t]);
  const create = useCreateInteraction();
  const update = useUpdateInteraction();
  // Lost updates: the card as read; a 412 re-reads the prospect's interactions to show what changed.
  const version = useRecordVersion<ProspectInteraction | null>(
    editing ?? null,
    async () =>
      editing
        ? ((await api.prospects.call("interactions", { params: { memberId: editing.memberId } })).find(
            (i) => i.id === editing.id,
          ) ?? null)
        : null,
    versionOfInteraction,
  );

  const form = useForm<InteractionFormValues>({
    resolver,
    defaultValues: editing
      ? valuesOf(editing)
      : newInteractionValues(staffId, state.kind === "create" ? state.status : undefined),
  });
  const { control, setValue, setError } = form;
  useUnsavedChangesGuard(form.formState.isDirty);

  const subTypeId = useWatch({ control, name: "interactionSubTypeId" });
  const type = useMemo(() => catalogue.find((t) => t.subTypes.some((s) => s.id === subTypeId)), [catalogue, subTypeId]);
  const outcome = useWatch({ control, name: "outcomeOfInteractionTypeId" });
  // Outcomes are limited to the sub type's interaction type: a choice from another type is dropped.
  useEffect(() => {
    if (outcome !== null && outcome !== undefined && type && !type.outcomes.some((o) => o.id === outcome))
      setValue("outcomeOfInteractionTypeId", null);
  }, [type, outcome, setValue]);
  const storedOutcome = editing?.outcomeOfInteractionTypeId
    ? catalogue.flatMap((t) => t.outcomes).find((o) => o.id === editing.outcomeOfInteractionTypeId)
    : undefined;
  const reminder = useWatch({ control, name: "reminder" });
  const reminderOptions =
    typeof reminder === "number" && !reminderChoices.includes(reminder)
      ? [...reminderChoices, reminder]
      : reminderChoices;

  const { onSubmit, failure } = useFormSubmit({
    setError,
    fields: interactionFormFields,
    action: async (values: InteractionFormValues) => {
      const body = bodyOf(values);
      // At the version of the person's own moves of the card, even one still being stored (useUpdateInteraction).
      if (editing)
        await update.mutateAsync({
          memberId: editing.memberId,
          id: editing.id,
          body,
          ifMatch: version.ifMatch,
        });
      else await create.mutateAsync({ memberId: values.memberId, body: { ...body, scheduledBy: staffId } });
    },
    success: editing ? t("form.saved", { name: prospectName(editing) }) : t("form.created"),
    failure: editing ? t("form.saveFailed", { name: prospectName(editing) }) : t("form.createFailed"),
    onSuccess: onClose,
    // The platform names the prospect "member": its message goes under the prospect picker.
    onFailure: (error) => {
      const member = error instanceof ProblemError ? error.problem.errors?.member : undefined;
      if (member?.length) setError("memberId", { type: "server", message: member.join(" ") });
      return showFieldErrors(error, interactionFormFields, setError) || !!member?.length;
    },
    version,
  });

  return {
    form,
    editing,
    version,
    type,
    outcomes: type?.outcomes ?? [],
    storedOutcome,
    reminderOptions,
    submit: form.handleSubmit(onSubmit),
    failure,
    deletion: useInteractionDeletion(editing, version, onClose),
  };
}

/** Delete, asked first; a 412 shows what someone else changed instead. */
function useInteractionDeletion(
  editing: BoardItem | undefined,
  version: RecordVersion<ProspectInteraction | null>,
  onClose: () => void,
) {
  const t = useTranslations("Prospects");
  const remove = useDeleteInteraction();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    if (!editing) return;
    try {
      await remove.mutateAsync({ memberId: editing.memberId, id: editing.id, ifMatch: version.ifMatch });
      toast.success(t("form.deleted", { name: prospectName(editing) }));
      onClose();
    } catch (error) {
      setAsking(false);
      if (isRecordChanged(error)) {
        await version.changed();
        toast.warning(recordChangedMessage);
        return;
      }
      toast.error(messageOf(error));
    }
  };
  return { asking, ask: () => setAsking(true), keep: () => setAsking(false), confirm, pending: remove.isPending };
}
