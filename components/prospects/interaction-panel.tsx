"use client";

import { useEffect, useId, useMemo, useState, type ReactNode, type SelectHTMLAttributes } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { interactionWordings } from "@/lib/bff/interaction-words";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { Button as AriaButton, ComboBox, Dialog, Heading, Input, Label, ListBox, ListBoxItem, Modal, ModalOverlay, Popover } from "react-aria-components";
import { ChevronsUpDown, X } from "lucide-react";
import { createInteractionSchema, interactionLimits, type BoardItem, type CreateInteraction, type ProspectInteraction, type ProspectSearchItem } from "@/lib/contract/prospects";
import type { InteractionCatalogue } from "@/lib/client/prospects";
import { ProblemError, isRecordChanged, messageOf } from "@/lib/bff/problem";
import { fetchJson } from "@/lib/bff/fetch-json";
import { interactionStamp, recordChangedMessage, recordVersion } from "@/lib/bff/record-version";
import { RecordChangedNotice, changesBetween, useRecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { DateTimeField } from "@/components/ui/date-fields";
import { formatDateTime, instantOfSiteDateTime, siteDateTimeOf } from "@/lib/venue/format";
import { boardColumns, prospectName } from "./interaction-card";
import { InteractionTimeline } from "./interaction-timeline";
import { useCreateInteraction, useDeleteInteraction, useProspectSearch, useUpdateInteraction } from "./queries";

/** The form: the contract's body schema, with the prospect to create for and a local date-time input. */
const formSchema = createInteractionSchema.extend({
  memberId: z.number({ error: "Choose the prospect this interaction is for." }).int().positive("Choose the prospect this interaction is for."),
  nextActionDate: z.string().nullish(),
});
type FormValues = z.input<typeof formSchema>;
/** The contract's checks, said in plain words under their fields (the same wording the BFF uses for the platform's answers). */
const plainResolver = plainWordsResolver<FormValues>(formSchema, interactionWordings);
const formFields = ["memberId", "interactionSubTypeId", "outcomeOfInteractionTypeId", "nextActionDate", "scheduledWith", "duration", "reminder", "priority", "interactionStatus", "details"] as const;

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/** The side panel: a new interaction (optionally straight into a column's status) or one card's. */
export type PanelState = { kind: "create"; status?: number } | { kind: "edit"; item: BoardItem } | null;

export function InteractionPanel({ state, catalogue, staffId, onClose }: { state: PanelState; catalogue: InteractionCatalogue; staffId: string; onClose: () => void }) {
  return (
    <ModalOverlay
      isOpen={state !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-40 bg-slate-950/40"
    >
      <Modal className="fixed inset-y-0 right-0 w-full max-w-md overflow-y-auto border-l border-slate-200 bg-white shadow-xl outline-none dark:border-slate-800 dark:bg-slate-950">
        <Dialog className="p-5 outline-none">
          {state && <InteractionForm key={state.kind === "edit" ? state.item.id : `new-${state.status ?? 1}`} state={state} catalogue={catalogue} staffId={staffId} onClose={onClose} />}
          {state?.kind === "edit" && <InteractionTimeline memberId={state.item.memberId} name={prospectName(state.item)} catalogue={catalogue} currentId={state.item.id} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The form's values of a stored interaction. */
const valuesOf = (interaction: ProspectInteraction): FormValues => ({
  memberId: interaction.memberId,
  interactionSubTypeId: interaction.interactionSubTypeId,
  outcomeOfInteractionTypeId: interaction.outcomeOfInteractionTypeId,
  nextActionDate: interaction.nextActionDate ? siteDateTimeOf(interaction.nextActionDate) : "",
  scheduledWith: interaction.scheduledWith ?? "",
  duration: interaction.duration,
  reminder: interaction.reminder,
  priority: interaction.priority,
  interactionStatus: interaction.interactionStatus,
  details: interaction.details ?? "",
});

/** What someone else saved, in the words the form shows (type and outcome names, column, priority). */
function shownValues(interaction: ProspectInteraction, catalogue: InteractionCatalogue): Record<string, unknown> {
  const subType = catalogue.flatMap((t) => t.subTypes).find((s) => s.id === interaction.interactionSubTypeId);
  const outcome = catalogue.flatMap((t) => t.outcomes).find((o) => o.id === interaction.outcomeOfInteractionTypeId);
  return {
    type: subType?.description ?? interaction.interactionSubTypeId,
    outcome: outcome?.description ?? null,
    nextAction: interaction.nextActionDate ? formatDateTime(interaction.nextActionDate) : null,
    scheduledWith: interaction.scheduledWith,
    status: boardColumns.find((c) => c.status === interaction.interactionStatus)?.label ?? null,
    duration: interaction.duration,
    priority: ({ 1: "Low", 2: "Medium", 3: "High" } as Record<number, string>)[interaction.priority ?? 0] ?? null,
    details: interaction.details,
  };
}
const changeLabels = { type: "Type", outcome: "Outcome", nextAction: "Next action", scheduledWith: "Scheduled with", status: "Status", duration: "Duration", priority: "Priority", details: "Details" };
const versionOfInteraction = (interaction: ProspectInteraction | null) => recordVersion(interaction && interactionStamp(interaction));

function InteractionForm({ state, catalogue, staffId, onClose }: { state: Exclude<PanelState, null>; catalogue: InteractionCatalogue; staffId: string; onClose: () => void }) {
  const editing = state.kind === "edit" ? state.item : undefined;
  const create = useCreateInteraction();
  const update = useUpdateInteraction();
  const remove = useDeleteInteraction();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Lost updates: the card as read; a 412 re-reads the prospect's interactions to show what changed.
  const version = useRecordVersion<ProspectInteraction | null>(
    editing ?? null,
    async () => (editing ? (await fetchJson<ProspectInteraction[]>(`/api/prospects/members/${editing.memberId}/interactions`)).find((i) => i.id === editing.id) ?? null : null),
    versionOfInteraction,
  );

  const form = useForm<FormValues>({
    resolver: plainResolver,
    defaultValues: editing
      ? valuesOf(editing)
      : { memberId: undefined, interactionSubTypeId: "", outcomeOfInteractionTypeId: null, nextActionDate: "", scheduledWith: staffId, duration: null, reminder: -1, priority: 2, interactionStatus: state.kind === "create" ? (state.status ?? 1) : 1, details: "" },
  });
  const { register, handleSubmit, setError, control, setValue, formState, reset } = form;
  useUnsavedChangesGuard(formState.isDirty);
  const errors = formState.errors;

  const subTypeId = useWatch({ control, name: "interactionSubTypeId" });
  const type = useMemo(() => catalogue.find((t) => t.subTypes.some((s) => s.id === subTypeId)), [catalogue, subTypeId]);
  const outcomes = type?.outcomes ?? [];
  const outcome = useWatch({ control, name: "outcomeOfInteractionTypeId" });
  // Outcomes are limited to the sub type's interaction type: a choice from another type is dropped.
  useEffect(() => {
    if (outcome !== null && outcome !== undefined && type && !type.outcomes.some((o) => o.id === outcome)) setValue("outcomeOfInteractionTypeId", null);
  }, [type, outcome, setValue]);
  const storedOutcome = editing?.outcomeOfInteractionTypeId
    ? catalogue.flatMap((t) => t.outcomes).find((o) => o.id === editing.outcomeOfInteractionTypeId)
    : undefined;

  const showServerErrors = (error: unknown) => {
    if (error instanceof ProblemError && error.problem.errors) {
      let placed = false;
      for (const [field, messages] of Object.entries(error.problem.errors)) {
        const name = (formFields as readonly string[]).includes(field) ? (field as (typeof formFields)[number]) : field === "member" ? "memberId" : undefined;
        if (name) {
          setError(name, { type: "server", message: messages[0] });
          placed = true;
        }
      }
      if (placed) return;
    }
    toast.error(messageOf(error));
  };

  const onSubmit = handleSubmit(async (values) => {
    const body: CreateInteraction = {
      interactionSubTypeId: values.interactionSubTypeId,
      outcomeOfInteractionTypeId: values.outcomeOfInteractionTypeId ?? null,
      nextActionDate: values.nextActionDate ? instantOfSiteDateTime(values.nextActionDate) : null,
      scheduledWith: values.scheduledWith?.trim() || null,
      duration: values.duration ?? null,
      reminder: values.reminder ?? null,
      priority: values.priority ?? null,
      interactionStatus: values.interactionStatus ?? null,
      details: values.details?.trim() ? values.details : null,
    };
    try {
      if (editing) {
        await update.mutateAsync({ memberId: editing.memberId, id: editing.id, body, ifMatch: version.ifMatch });
        toast.success(`Saved the interaction with ${prospectName(editing)}`);
      } else {
        await create.mutateAsync({ memberId: values.memberId, body: { ...body, scheduledBy: staffId } });
        toast.success("Interaction created");
      }
      onClose();
    } catch (error) {
      if (isRecordChanged(error)) {
        await version.changed();
        toast.warning(recordChangedMessage);
        return;
      }
      showServerErrors(error);
    }
  });

  const onDelete = async () => {
    if (!editing) return;
    try {
      await remove.mutateAsync({ memberId: editing.memberId, id: editing.id, ifMatch: version.ifMatch });
      toast.success(`Deleted the interaction with ${prospectName(editing)}`);
      onClose();
    } catch (error) {
      setConfirmDelete(false);
      if (isRecordChanged(error)) {
        await version.changed();
        toast.warning(recordChangedMessage);
        return;
      }
      toast.error(messageOf(error));
    }
  };

  const reminderOptions = [-1, 0, 5, 10, 15, 20, 25, 30];
  const currentReminder = useWatch({ control, name: "reminder" });
  const priority = useWatch({ control, name: "priority" });
  if (typeof currentReminder === "number" && !reminderOptions.includes(currentReminder)) reminderOptions.push(currentReminder);
  const numberField = { setValueAs: numberOrNull };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <Heading slot="title" className="text-lg font-semibold">
          {editing ? `Interaction with ${prospectName(editing)}` : "New interaction"}
        </Heading>
        <AriaButton slot="close" aria-label="Close" className="rounded p-1 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 dark:hover:bg-slate-800">
          <X aria-hidden className="size-5" />
        </AriaButton>
      </div>

      {editing && version.newer !== undefined && (
        <RecordChangedNotice
          removed={version.newer === null}
          changes={version.newer && version.readAt ? changesBetween(shownValues(version.readAt, catalogue), shownValues(version.newer, catalogue), changeLabels) : []}
          onLoadTheirs={() => {
            const theirs = version.loadTheirs();
            if (theirs) reset(valuesOf(theirs));
          }}
          onKeepEditing={version.keepEditing}
        />
      )}

      {!editing && (
        <ProspectPicker
          error={errors.memberId?.message}
          onChange={(memberId) => {
            setValue("memberId", memberId as number, { shouldValidate: false }); // null when the text no longer names a prospect: the schema says so
            form.clearErrors("memberId");
          }}
        />
      )}

      <FormSelect label="Type" error={errors.interactionSubTypeId?.message} {...register("interactionSubTypeId")}>
        <option value="">Choose a type…</option>
        {catalogue.map((t) => (
          <optgroup key={t.id} label={t.description}>
            {t.subTypes.map((s) => (
              <option key={s.id} value={s.id}>
                {s.description}
              </option>
            ))}
          </optgroup>
        ))}
      </FormSelect>

      <FormSelect
        label="Outcome"
        error={errors.outcomeOfInteractionTypeId?.message}
        hint={
          editing && storedOutcome
            ? `Saved outcome: ${storedOutcome.description}. An outcome can be changed but not cleared.`
            : type
              ? `Outcomes of ${type.description.toLowerCase()} interactions`
              : "Choose a type first"
        }
        disabled={!type}
        {...register("outcomeOfInteractionTypeId", numberField)}
      >
        <option value="">{editing && storedOutcome ? "Keep the saved outcome" : "No outcome yet"}</option>
        {outcomes.map((o) => (
          <option key={o.id} value={o.id}>
            {o.description}
          </option>
        ))}
      </FormSelect>

      <Controller
        control={control}
        name="nextActionDate"
        render={({ field }) => <DateTimeField label="Next action" error={errors.nextActionDate?.message} {...field} value={field.value ?? ""} />}
      />

      <div className="grid grid-cols-2 gap-3">
        <TextField label="Scheduled with" hint="Staff user id" maxLength={interactionLimits.scheduledWithMax} list="prospect-staff" error={errors.scheduledWith?.message} {...register("scheduledWith")} />
        <datalist id="prospect-staff">
          <option value="sales" />
          <option value="manager" />
        </datalist>
        <FormSelect label="Status" error={errors.interactionStatus?.message} {...register("interactionStatus", numberField)}>
          {boardColumns.map((c) => (
            <option key={c.status} value={c.status}>
              {c.label}
            </option>
          ))}
        </FormSelect>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Duration (minutes)"
          hint={`${interactionLimits.durationMin} to ${interactionLimits.durationMax}`}
          type="number"
          inputMode="numeric"
          min={interactionLimits.durationMin}
          max={interactionLimits.durationMax}
          error={errors.duration?.message}
          {...register("duration", numberField)}
        />
        <FormSelect label="Reminder" hint="Before the next action" error={errors.reminder?.message} {...register("reminder", numberField)}>
          {reminderOptions.map((r) => (
            <option key={r} value={r}>
              {r === -1 ? "None" : r === 0 ? "At the time" : `${r} minutes`}
            </option>
          ))}
        </FormSelect>
      </div>

      <fieldset>
        <legend className="text-sm font-medium">Priority</legend>
        <div className="mt-1 flex gap-4">
          {[
            [1, "Low"],
            [2, "Medium"],
            [3, "High"],
          ].map(([value, label]) => (
            <label key={value} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name="priority"
                value={value}
                checked={priority === value}
                onChange={() => setValue("priority", value as number, { shouldDirty: true })}
              />
              {label}
            </label>
          ))}
        </div>
        {errors.priority?.message && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.priority.message}</p>}
      </fieldset>

      <TextArea label="Details" error={errors.details?.message} maxLength={interactionLimits.detailsMax} {...register("details")} />

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
          {editing ? "Save changes" : "Create interaction"}
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        {editing &&
          (confirmDelete ? (
            <span className="ml-auto flex items-center gap-2">
              <span className="text-sm">Delete it?</span>
              <Button variant="danger" onClick={onDelete} disabled={remove.isPending}>
                Yes, delete
              </Button>
              <Button onClick={() => setConfirmDelete(false)}>Keep</Button>
            </span>
          ) : (
            <Button variant="ghost" className="ml-auto text-red-700 dark:text-red-400" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          ))}
      </div>
    </form>
  );
}

type FormSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; hint?: string; children: ReactNode; ref?: React.Ref<HTMLSelectElement> };

function FormSelect({ label, error, hint, children, ...props }: FormSelectProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 disabled:opacity-60 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

function TextArea({ label, error, ...props }: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; ref?: React.Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Finds the prospect (a member whose status marks a prospect) the interaction is for. */
function ProspectPicker({ error, onChange }: { error?: string; onChange: (memberId: number | null) => void }) {
  const [text, setText] = useState("");
  const search = useProspectSearch(text);
  const results = search.data ?? [];
  const errorId = useId();
  return (
    <ComboBox
      inputValue={text}
      onInputChange={setText}
      onChange={(key) => onChange(key === null ? null : Number(key))}
      items={results}
      menuTrigger="input"
      allowsEmptyCollection
      isInvalid={!!error}
      aria-describedby={error ? errorId : undefined}
    >
      <Label className="block text-sm font-medium">Prospect</Label>
      <div className="relative mt-1">
        <Input
          placeholder="Name or member id"
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 pr-9 text-sm text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <AriaButton aria-label="Show matches" className="absolute inset-y-0 right-0 px-2 text-slate-500">
          <ChevronsUpDown aria-hidden className="size-4" />
        </AriaButton>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <Popover className="w-(--trigger-width) rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <ListBox className="max-h-64 overflow-y-auto p-1 outline-none" renderEmptyState={() => <p className="p-2 text-sm text-slate-600 dark:text-slate-400">{search.isFetching ? "Searching…" : "No prospects found"}</p>}>
          {(m: ProspectSearchItem) => (
            <ListBoxItem id={m.memberId} textValue={`${m.firstName} ${m.lastName}`} className="cursor-default rounded px-2 py-1.5 text-sm outline-none focus:bg-blue-50 dark:focus:bg-slate-800">
              <span className="font-medium">
                {m.firstName} {m.lastName}
              </span>{" "}
              <span className="text-xs text-slate-600 dark:text-slate-400">
                #{m.memberId}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
