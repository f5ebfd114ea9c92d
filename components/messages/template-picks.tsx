"use client";

import { useSay, useTranslations, type Words } from "@/components/ui/catalogue";
import { useForm } from "react-hook-form";
import { Save } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import type { MessageTemplatePick, MessageTemplatePicks, PickTemplateRequest } from "@frontdesk/lib/contract/messages";
import { messageKindKey } from "@frontdesk/lib/domain/messages";
import { languageNames } from "@frontdesk/lib/contract/locales";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { Button } from "@/components/ui/button";
import { ChangeLogTable } from "@/components/ui/change-log-table";
import { FormFailure } from "@/components/ui/form-failure";
import { SelectField } from "@/components/ui/select-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { usePickTemplate, useTemplatePicks } from "./queries";

/**
 * The template each kind of message uses, as a manager picks it from the venue's templates of the kind's
 * type; until one is picked, the first saved template of the type is used, and the section says so.
 */
export function TemplatePicksSection() {
  const t = useTranslations("Messages");
  const picks = useTemplatePicks();
  return (
    <section aria-labelledby="template-picks" className="mb-8">
      <h2 id="template-picks" className="text-lg font-semibold">
        {t("picks.title")}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300">{t("picks.intro")}</p>
      {/* the two forms' room is kept while they load, so the list below does not move */}
      <div className="min-h-56">
        {picks.isPending ? (
          <LoadingState label={t("picks.loading")} />
        ) : picks.isError ? (
          <ErrorState message={messageOf(picks.error)} onRetry={() => void picks.refetch()} />
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              {picks.data.picks.map((pick) => (
                <PickForm key={`${pick.kind}:${pick.language}:${pick.version}`} pick={pick} />
              ))}
            </div>
            <PickChanges picks={picks.data} />
          </>
        )}
      </div>
    </section>
  );
}

function inUseText(t: Words, pick: MessageTemplatePick): string {
  if (pick.templateId === null)
    return pick.choices.length > 0 ? t("picks.noneInLanguage", { language: pick.language }) : t("picks.noneSaved");
  if (!pick.picked) return t("picks.firstOfKind", { name: pick.templateName ?? "" });
  return t("picks.inUse", {
    name: pick.templateName ?? "",
    version: pick.version,
    who: pick.updatedByName ?? pick.updatedBy ?? "",
    time: formatDateTime(pick.updatedAt ?? ""),
  });
}

function PickForm({ pick }: { pick: MessageTemplatePick }) {
  const t = useTranslations("Messages");
  const say = useSay();
  const save = usePickTemplate();
  const label = say(messageKindKey[pick.kind]);
  const title = `${label} (${languageNames[pick.language]})`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ templateId: string }>({ defaultValues: { templateId: String(pick.templateId ?? "") } });
  const { onSubmit, failure } = useFormSubmit<{ templateId: string }, MessageTemplatePicks>({
    setError,
    fields: ["templateId"],
    action: ({ templateId }) => {
      const body: PickTemplateRequest = {
        kind: pick.kind,
        language: pick.language,
        templateId: Number(templateId),
        version: pick.version,
      };
      return save.mutateAsync(body);
    },
    success: (_, { templateId }) =>
      t("picks.nowUse", {
        kind: label,
        name: pick.choices.find((c) => c.id === Number(templateId))?.description ?? t("picks.theTemplate"),
      }),
    failure: t("picks.failed", { kind: label.toLowerCase() }),
  });
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={title}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 className="font-medium">
        {label} <span className="text-slate-600 dark:text-slate-300">· {languageNames[pick.language]}</span>
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{inUseText(t, pick)}</p>
      <FormFailure message={failure} />
      <SelectField
        label={t("picks.template")}
        error={errors.templateId?.message}
        placeholder={{ value: "", label: t("picks.choose") }}
        options={pick.choices.map((c) => ({ value: String(c.id), label: c.description }))}
        {...register("templateId", { required: t("picks.chooseError") })}
      />
      <Button type="submit" variant="primary" disabled={isSubmitting || pick.choices.length === 0}>
        <Save aria-hidden className="size-4" />
        {isSubmitting ? t("picks.saving") : t("picks.use")}
      </Button>
    </form>
  );
}

function PickChanges({ picks }: { picks: MessageTemplatePicks }) {
  const t = useTranslations("Messages");
  const say = useSay();
  if (picks.changes.length === 0) return null;
  const nameOf = (id: number | null) => {
    if (id === null) return t("picks.firstKind");
    const found = picks.picks.flatMap((p) => p.choices).find((c) => c.id === id);
    return found ? found.description : t("picks.deleted", { id });
  };
  return (
    <ChangeLogTable
      className="mt-4"
      caption={t("picks.changes")}
      columns={[t("picks.kind"), t("picks.from"), t("picks.to")]}
      changes={picks.changes}
      keyOf={(c) => `${c.kind}:${c.language}:${c.version}`}
      cells={(c) => [
        `${say(messageKindKey[c.kind])} (${languageNames[c.language]})`,
        nameOf(c.templateIdBefore),
        t("picks.withVersion", { name: nameOf(c.templateId), version: c.version }),
      ]}
    />
  );
}
