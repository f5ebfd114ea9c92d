"use client";

import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { ArrowLeft, Save } from "lucide-react";
import { messageOf, ProblemError } from "@frontdesk/lib/contract/problem";
import { templateWordings } from "@frontdesk/lib/contract/template-words";
import {
  editorConfig,
  fillPlaceholders,
  parsePlaceholders,
  subjectOf,
  templateEditorForm,
  type EmailTemplateSetup,
  type TemplateEditorForm,
} from "@frontdesk/lib/contract/communications";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { TextField, controlClass } from "@/components/ui/text-field";
import { SelectField } from "@/components/ui/select-field";
import { FormFailure } from "@/components/ui/form-failure";
import { MemberPicker } from "@/components/members/member-picker";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { FormChangedNotice, useRecordVersion } from "@/components/ui/record-changed";
import {
  useEmailTemplates,
  useEmailTemplateSetup,
  useRebindTemplateQuery,
  useSampleValues,
  useSaveEmailTemplate,
  useTemplateQueries,
} from "./queries";
import { previewDocument } from "./preview-document";
import { useTranslations, type Words } from "@/components/ui/catalogue";

const resolver = plainWordsResolver<TemplateEditorForm>(templateEditorForm, templateWordings);

/** Loads a template's setup (endpoint 18) and edits its subject and HTML with insertable placeholders. */
export function EmailTemplateSetupScreen({ templateId }: { templateId: number }) {
  const w = useTranslations("Communications");
  const setup = useEmailTemplateSetup(templateId);
  return (
    <div className="mx-auto max-w-6xl">
      <Link
        href="/communications"
        className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {w("all")}
      </Link>
      {setup.isPending ? (
        <LoadingState label={w("loadingSetup")} />
      ) : setup.isError ? (
        <BrokenTemplate templateId={templateId} error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <TemplateEditor
          key={setup.data.templateId}
          setup={setup.data}
          reload={async () => (await setup.refetch()).data}
        />
      )}
    </div>
  );
}

/**
 * A template the setup cannot be read for. When its data query is missing (never bound, or removed
 * since), the manager binds it to another query and carries on; other failures explain and retry.
 */
function BrokenTemplate({ templateId, error, onRetry }: { templateId: number; error: Error; onRetry: () => void }) {
  const w = useTranslations("Communications");
  const templates = useEmailTemplates();
  const summary = templates.data?.find((t) => t.id === templateId);
  const queryMissing = error instanceof ProblemError && error.problem.errors?.queryId !== undefined;
  return (
    <>
      <h1 className="mt-2 text-2xl font-semibold">
        {summary?.description ?? (templates.isPending ? w("emailTemplate") : w("notFound"))}
      </h1>
      {queryMissing ? (
        <ChooseQuery templateId={templateId} message={messageOf(error)} />
      ) : (
        <ErrorState title={w("cannotEdit")} message={messageOf(error)} onRetry={onRetry} />
      )}
    </>
  );
}

function ChooseQuery({ templateId, message }: { templateId: number; message: string }) {
  const w = useTranslations("Communications");
  const queries = useTemplateQueries();
  const rebind = useRebindTemplateQuery(templateId);
  const [queryId, setQueryId] = useState("");
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!queryId) return setError(w("chooseQueryFault"));
    rebind.mutate(Number(queryId), { onError: (failure) => setError(messageOf(failure)) });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-4 max-w-lg space-y-4 rounded-md border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-slate-900"
    >
      <p className="text-sm">
        {message} {w("queryGone")}
      </p>
      <SelectField
        label={w("query")}
        value={queryId}
        onChange={(e) => {
          setQueryId(e.target.value);
          setError(undefined);
        }}
        error={error}
        placeholder={{ value: "", label: queries.isPending ? w("loadingQueries") : w("chooseQuery") }}
        options={(queries.data ?? []).map((q) => ({ value: q.id, label: q.name }))}
      />
      <Button type="submit" variant="primary" disabled={rebind.isPending}>
        {rebind.isPending ? w("saving") : w("useQuery")}
      </Button>
    </form>
  );
}

/** The editor's values of a stored setup (what "Load their changes" resets to). */
const valuesOf = (setup: EmailTemplateSetup): TemplateEditorForm => ({
  subject: subjectOf(setup.config),
  html: setup.html,
});
const changeLabelsOf = (w: Words) => ({ subject: w("subject"), html: w("html") });

/** Placeholders go where the manager was last writing: the subject line or the body, at the cursor. */
function usePlaceholderInsert({
  getValues,
  setValue,
  written,
}: Pick<UseFormReturn<TemplateEditorForm>, "getValues" | "setValue"> & { written: (placeholder: string) => string }) {
  const subjectInputRef = useRef<HTMLInputElement | null>(null);
  const bodyInputRef = useRef<HTMLTextAreaElement | null>(null);
  const [target, setTarget] = useState<"subject" | "html">("html");
  const insert = (placeholder: string) => {
    const element = target === "subject" ? subjectInputRef.current : bodyInputRef.current;
    const current = getValues(target);
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const text = written(placeholder);
    setValue(target, current.slice(0, start) + text + current.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return { subjectInputRef, bodyInputRef, target, setTarget, insert };
}

function TemplateEditor({
  setup: stored,
  reload,
}: {
  setup: EmailTemplateSetup;
  reload: () => Promise<EmailTemplateSetup | undefined>;
}) {
  const w = useTranslations("Communications");
  // The setup the form was read at (and saved to): a later save must not replace what someone else saved meanwhile.
  const version = useRecordVersion(stored, reload);
  const setup = version.readAt;
  const templateId = Number(setup.templateId);
  const save = useSaveEmailTemplate(templateId);
  const queries = useTemplateQueries();
  const placeholders = parsePlaceholders(setup.placeholders);
  const written = (placeholder: string) => `${setup.openDelimiter}${placeholder}${setup.closeDelimiter}`;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<TemplateEditorForm>({ resolver, defaultValues: valuesOf(stored) });
  useUnsavedChangesGuard(isDirty);
  const [subject, html] = useWatch({ control, name: ["subject", "html"] });

  const { subjectInputRef, bodyInputRef, target, setTarget, insert } = usePlaceholderInsert({
    getValues,
    setValue,
    written,
  });

  const { onSubmit, failure } = useFormSubmit<TemplateEditorForm, EmailTemplateSetup>({
    setError,
    fields: ["subject", "html"],
    action: (values) => {
      const used = placeholders
        .filter((p) => values.html.includes(written(p.placeholder)) || values.subject.includes(written(p.placeholder)))
        .map((p) => p.placeholder);
      return save.mutateAsync({
        body: { html: values.html, config: editorConfig(values.subject, used) },
        ifMatch: version.ifMatch,
      });
    },
    success: w("savedToast", { name: setup.templateName }),
    failure: w("saveFailed"),
    onSuccess: (saved, values) => {
      version.saved(saved);
      reset(values);
    },
    version,
  });

  const subjectField = register("subject");
  const htmlField = register("html");
  const queryName = queries.data?.find((q) => String(q.id) === setup.queryId)?.name;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <EditorHeading
        templateName={setup.templateName}
        queryName={queryName}
        neverSaved={setup.config === null}
        isDirty={isDirty}
        isSubmitting={isSubmitting}
      />
      <FormFailure message={failure} />
      <div className="mt-4 empty:hidden">
        <FormChangedNotice
          version={version}
          readAt={setup}
          valuesOf={valuesOf}
          form={{ reset, getValues }}
          labels={changeLabelsOf(w)}
        />
      </div>

      <TextField
        className="mt-4"
        label={w("subject")}
        error={errors.subject?.message}
        {...subjectField}
        ref={(element) => {
          subjectField.ref(element);
          subjectInputRef.current = element;
        }}
        onFocus={() => setTarget("subject")}
      />

      <PlaceholderList
        placeholders={placeholders}
        written={written}
        into={target === "subject" ? "subject" : "message"}
        onInsert={insert}
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div>
          <label htmlFor="template-html" className="block text-sm font-semibold">
            {w("html")}
          </label>
          <textarea
            id="template-html"
            {...htmlField}
            ref={(element) => {
              htmlField.ref(element);
              bodyInputRef.current = element;
            }}
            onFocus={() => setTarget("html")}
            spellCheck={false}
            rows={20}
            className={`${controlClass} font-mono text-xs`}
          />
        </div>
        <TemplatePreview setup={setup} subject={subject} html={html} placeholders={placeholders} />
      </div>
    </form>
  );
}

/** The template's name, its data query, whether saved, and the save button. */
function EditorHeading({
  templateName,
  queryName,
  neverSaved,
  isDirty,
  isSubmitting,
}: {
  templateName: string;
  queryName: string | undefined;
  neverSaved: boolean;
  isDirty: boolean;
  isSubmitting: boolean;
}) {
  const w = useTranslations("Communications");
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold">{templateName}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {w(neverSaved ? "headingNeverSaved" : "headingSaved", { query: queryName ?? "…" })}
          {isDirty && ` · ${w("unsaved")}`}
        </p>
      </div>
      <Button type="submit" variant="primary" disabled={!isDirty || isSubmitting}>
        <Save aria-hidden className="size-4" />
        {isSubmitting ? w("saving") : w("save")}
      </Button>
    </div>
  );
}

/** The data query's fields, each a button that inserts it where the manager was last writing. */
function PlaceholderList({
  placeholders,
  written,
  into,
  onInsert,
}: {
  placeholders: ReturnType<typeof parsePlaceholders>;
  written: (placeholder: string) => string;
  into: "subject" | "message";
  onInsert: (placeholder: string) => void;
}) {
  const w = useTranslations("Communications");
  return (
    <section aria-labelledby="placeholders-heading" className="mt-6">
      <h2 id="placeholders-heading" className="text-sm font-semibold">
        {w("placeholders")}
      </h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {w(into === "subject" ? "placeholdersHintSubject" : "placeholdersHintMessage")}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {placeholders.map((p) => (
          <li key={`${p.label}:${p.placeholder}`}>
            <button
              type="button"
              onClick={() => onInsert(p.placeholder)}
              className="rounded-full border border-blue-300 bg-blue-50 px-3 py-1 text-xs font-medium text-blue-900 hover:bg-blue-100 dark:border-sky-700 dark:bg-slate-800 dark:text-sky-200"
            >
              <span className="sr-only">{w("insert")} </span>
              {p.label}{" "}
              <span className="font-mono font-normal text-blue-800 dark:text-sky-300">{written(p.placeholder)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email as a member would get it: placeholders filled with a sample member's data. */
function TemplatePreview({
  setup,
  subject,
  html,
  placeholders,
}: {
  setup: EmailTemplateSetup;
  subject: string;
  html: string;
  placeholders: { label: string; placeholder: string }[];
}) {
  const w = useTranslations("Communications");
  const [memberId, setMemberId] = useState<number>();
  const sample = useSampleValues(memberId);
  const labelOf = (name: string) => placeholders.find((p) => p.placeholder === name)?.label ?? name;
  // A placeholder the member has no data for shows its name in brackets, never as [[Name]].
  const valueOf = (name: string) => sample.data?.values[name] ?? `(${labelOf(name)})`;
  const filledSubject = fillPlaceholders(subject, valueOf, setup.openDelimiter, setup.closeDelimiter);
  const filledHtml = fillPlaceholders(
    html,
    (name) => escapeHtml(valueOf(name)),
    setup.openDelimiter,
    setup.closeDelimiter,
  );
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-sm font-semibold">
        {w("preview")}
      </h2>
      <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
        {sample.isPending
          ? w("loadingSample")
          : sample.isError
            ? w("noSample", { reason: messageOf(sample.error) })
            : w("asMember", { name: sample.data.memberName, id: sample.data.memberId })}
      </p>
      <div className="mt-2">
        <MemberPicker label={w("previewWith")} onPick={(member) => member && setMemberId(member.memberId)} />
      </div>
      <p className="mt-3 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800">
        <span className="font-medium">{w("subjectColon")}</span>{" "}
        {filledSubject || <span className="text-slate-600 dark:text-slate-400">{w("noSubject")}</span>}
      </p>
      <iframe
        title={w("previewOf", { name: setup.templateName })}
        srcDoc={previewDocument(filledHtml)}
        className="h-[24rem] w-full rounded-b-md border border-slate-300 bg-white dark:border-slate-600"
      />
    </section>
  );
}
