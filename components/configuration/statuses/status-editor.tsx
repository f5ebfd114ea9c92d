"use client";

import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { toast } from "@/components/ui/toast";
import { ArrowLeft, Save } from "lucide-react";
import { ProblemError, isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
import { recordChangedMessage } from "@frontdesk/lib/contract/record-version";
import { RecordChangedNotice, changesBetween, useRecordVersion } from "@/components/ui/record-changed";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import {
  memberStatusLimits,
  parseStatusColour,
  updateMemberStatusRequest,
  type MemberStatus,
  type UpdateMemberStatusRequest,
} from "@frontdesk/lib/contract/configuration";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { TextField } from "@/components/ui/text-field";
import { useStatus, useUpdateStatus } from "./queries";
import { statusFlags } from "./status-flags";
import { StatusColourField } from "./status-colour-field";
import { StatusPreview } from "./status-swatch";
import { StatusImpactConfirm } from "./status-impact";
import { showFieldErrors } from "@/components/ui/field-errors";
import { useTranslations, type Words } from "@/components/ui/catalogue";

type StatusForm = { description: string; backColourHex: string; textColourHex: string } & Record<
  (typeof statusFlags)[number]["name"],
  boolean
>;

const valuesOf = (status: MemberStatus): StatusForm => ({
  description: status.description,
  backColourHex: status.backColourHex,
  textColourHex: status.textColourHex,
  collectSalesInvoices: status.collectSalesInvoices,
  treatMembersAsExpired: status.treatMembersAsExpired,
  freezeSubscriptions: status.freezeSubscriptions,
  prospectStatus: status.prospectStatus,
});
const changeLabelsOf = (t: Words): Record<string, string> => ({
  description: t("statuses.description"),
  backColourHex: t("statuses.background"),
  textColourHex: t("statuses.text"),
  ...Object.fromEntries(statusFlags.map((flag) => [flag.name, flag.label])),
});

/** Loads a status and edits it (endpoint 8). */
export function StatusEditorScreen({ statusId }: { statusId: string }) {
  const t = useTranslations("Configuration");
  const status = useStatus(statusId);
  if (status.isPending) return <LoadingState label={t("statuses.loadingOne")} />;
  if (status.isError) {
    const missing = status.error instanceof ProblemError && status.error.problem.status === 404;
    return (
      <ErrorState
        title={missing ? t("statuses.noSuch") : t("statuses.couldNotLoad")}
        message={messageOf(status.error)}
        onRetry={missing ? undefined : () => void status.refetch()}
      />
    );
  }
  return <StatusEditor status={status.data} />;
}

function StatusEditor({ status }: { status: MemberStatus }) {
  const t = useTranslations("Configuration");
  const router = useRouter();
  const update = useUpdateStatus(status.id);
  const stored = useStatus(status.id);
  // Lost updates: the status as read; a 412 re-reads it and shows what someone else changed.
  const version = useRecordVersion(status, async () => (await stored.refetch()).data);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useContractForm<StatusForm>(updateMemberStatusRequest, valuesOf(status));
  useUnsavedChangesGuard(isDirty);
  const watched = useWatch({ control });
  const preview = {
    description: watched.description || status.description,
    backColourHex: parseStatusColour(watched.backColourHex ?? "") ?? status.backColourHex,
    textColourHex: parseStatusColour(watched.textColourHex ?? "") ?? status.textColourHex,
  };

  // a behaviour change applies at once to every holder: confirmed with their count first
  const [confirming, setConfirming] = useState<StatusForm>();
  const flagChanges = (values: StatusForm) =>
    statusFlags
      .filter((f) => values[f.name] !== status[f.name])
      .map((f) => t(values[f.name] ? "statuses.flagOn" : "statuses.flagOff", { flag: f.label }));

  const onSubmit = async (values: StatusForm) => {
    if (!confirming && flagChanges(values).length > 0) {
      setConfirming(values);
      return;
    }
    setConfirming(undefined);
    try {
      const saved = await update.mutateAsync({
        body: values satisfies UpdateMemberStatusRequest,
        ifMatch: version.ifMatch,
      });
      version.saved(saved);
      reset(valuesOf(saved));
      toast.success(t("statuses.saved", { id: saved.id }));
      router.push("/configuration/statuses");
    } catch (error) {
      if (isRecordChanged(error)) {
        await version.changed();
        toast.warning(recordChangedMessage);
        return;
      }
      const placed = showFieldErrors(error, Object.keys(values), setError);
      toast.error(placed ? t("checkFields") : messageOf(error));
    }
  };

  return (
    <div className="mx-auto max-w-3xl">
      <Link
        href="/configuration/statuses"
        className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("statuses.all")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          {t("statuses.editHeading")} <span className="font-mono">{status.id}</span>
        </h1>
        <span aria-label={t("statuses.preview")}>
          <StatusPreview status={preview} warn />
        </span>
      </div>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-6">
        {version.newer !== undefined && (
          <RecordChangedNotice
            removed={version.newer === null}
            changes={
              version.newer ? changesBetween(valuesOf(version.readAt), valuesOf(version.newer), changeLabelsOf(t)) : []
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
          hint={t("statuses.descriptionHint", { max: memberStatusLimits.description })}
          maxLength={memberStatusLimits.description + 10}
          error={errors.description?.message}
          {...register("description")}
        />
        <StatusColours control={control} errors={errors} />
        <StatusBehaviour register={register} />
        {confirming && (
          <StatusImpactConfirm
            statusId={status.id}
            changes={flagChanges(confirming)}
            saving={update.isPending}
            onConfirm={() => void onSubmit(confirming)}
            onCancel={() => setConfirming(undefined)}
          />
        )}
        <div className="flex gap-2" hidden={!!confirming}>
          <Button type="submit" variant="primary" disabled={isSubmitting || !isDirty}>
            <Save aria-hidden className="size-4" />
            {isSubmitting ? t("saving") : t("statuses.save")}
          </Button>
          <Link
            href="/configuration/statuses"
            className="inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {t("cancel")}
          </Link>
        </div>
      </form>
    </div>
  );
}

const colourFields = [
  { name: "backColourHex", label: "statuses.background" },
  { name: "textColourHex", label: "statuses.text" },
] as const;

/** The status's two colours, each with its picker and hex field. */
function StatusColours({ control, errors }: { control: Control<StatusForm>; errors: FieldErrors<StatusForm> }) {
  const t = useTranslations("Configuration");
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {colourFields.map(({ name, label }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <StatusColourField
              label={t(label)}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors[name]?.message}
            />
          )}
        />
      ))}
    </div>
  );
}

/** The behaviour flags: each applies at once to every holder of the status. */
function StatusBehaviour({ register }: { register: UseFormRegister<StatusForm> }) {
  const t = useTranslations("Configuration");
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t("statuses.behaviour")}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("statuses.behaviourHint")}</p>
      <div className="mt-2 space-y-3">
        {statusFlags.map((flag) => (
          <label key={flag.name} className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4"
              aria-describedby={`flag-${flag.name}`}
              {...register(flag.name)}
            />
            <span>
              <span className="text-sm font-medium">{flag.label}</span>
              <span id={`flag-${flag.name}`} className="block text-xs text-slate-600 dark:text-slate-400">
                {flag.explanation}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
