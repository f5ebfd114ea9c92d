"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ArrowLeft, Save } from "lucide-react";
import { messageOf } from "@/lib/bff/problem";
import { parsePlaceholders, type EmailTemplateSetup } from "@/lib/contract/communications";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useEmailTemplateSetup, useSaveEmailTemplate } from "./queries";

/** Loads a template's setup (endpoint 18) and edits its HTML with insertable placeholders. */
export function EmailTemplateSetupScreen({ templateId }: { templateId: number }) {
  const setup = useEmailTemplateSetup(templateId);
  return (
    <div className="mx-auto max-w-6xl">
      <Link href="/communications" className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400">
        <ArrowLeft aria-hidden className="size-4" />
        All templates
      </Link>
      {setup.isPending ? (
        <LoadingState label="Loading template setup" />
      ) : setup.isError ? (
        <>
          <h1 className="mt-2 text-2xl font-semibold">Template {templateId}</h1>
          <ErrorState title="This template cannot be edited" message={messageOf(setup.error)} onRetry={() => void setup.refetch()} />
        </>
      ) : (
        <TemplateEditor key={setup.data.templateId} setup={setup.data} />
      )}
    </div>
  );
}

function TemplateEditor({ setup }: { setup: EmailTemplateSetup }) {
  const templateId = Number(setup.templateId);
  const [html, setHtml] = useState(setup.html);
  const editor = useRef<HTMLTextAreaElement>(null);
  const save = useSaveEmailTemplate(templateId);
  const placeholders = parsePlaceholders(setup.placeholders);
  const dirty = html !== setup.html;

  /** Writes [[Placeholder]] at the caret (replacing any selection) and puts the caret after it. */
  const insert = (placeholder: string) => {
    const text = `${setup.openDelimiter}${placeholder}${setup.closeDelimiter}`;
    const area = editor.current;
    const start = area?.selectionStart ?? html.length;
    const end = area?.selectionEnd ?? html.length;
    setHtml(html.slice(0, start) + text + html.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const onSave = () => {
    // The editor's configuration: the placeholders in use, kept verbatim by the platform.
    const used = placeholders.filter((p) => html.includes(`${setup.openDelimiter}${p.placeholder}${setup.closeDelimiter}`)).map((p) => p.placeholder);
    const config = JSON.stringify({ editor: "frontdesk-html", version: 1, placeholders: used });
    save.mutate(
      { html, config },
      {
        onSuccess: () => toast.success(`Template ${setup.templateName} saved`),
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  return (
    <div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{setup.templateName}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Template {setup.templateId} · type {setup.templateTypeId} · query {setup.queryId} · {setup.config === null ? "never saved" : "saved"}
          </p>
        </div>
        <Button variant="primary" onClick={onSave} disabled={!dirty || save.isPending}>
          <Save aria-hidden className="size-4" />
          {save.isPending ? "Saving…" : "Save template"}
        </Button>
      </div>

      <section aria-labelledby="placeholders-heading" className="mt-6">
        <h2 id="placeholders-heading" className="text-sm font-semibold">
          Placeholders
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Select one to insert it at the cursor, written {setup.openDelimiter}Name{setup.closeDelimiter}.
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {placeholders.map((p) => (
            <li key={`${p.label}:${p.placeholder}`}>
              <button
                type="button"
                onClick={() => insert(p.placeholder)}
                className="rounded-full border border-blue-300 bg-blue-50 px-3 py-1 text-xs font-medium text-blue-900 hover:bg-blue-100 dark:border-sky-700 dark:bg-slate-800 dark:text-sky-200"
              >
                <span className="sr-only">Insert </span>
                {p.label}{" "}
                <span className="font-mono font-normal text-blue-800 dark:text-sky-300">
                  {setup.openDelimiter}
                  {p.placeholder}
                  {setup.closeDelimiter}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div>
          <label htmlFor="template-html" className="block text-sm font-semibold">
            HTML body
          </label>
          <textarea
            id="template-html"
            ref={editor}
            value={html}
            onChange={(e) => setHtml(e.target.value)}
            spellCheck={false}
            rows={18}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        <div>
          <h2 className="text-sm font-semibold">Preview</h2>
          {/* sandbox with no permissions: no scripts, no forms, no same-origin access */}
          <iframe
            title={`Preview of ${setup.templateName}`}
            sandbox=""
            srcDoc={html || "<p style='font-family:system-ui;color:#555'>No content yet.</p>"}
            className="mt-1 h-[26rem] w-full rounded-md border border-slate-300 bg-white dark:border-slate-600"
          />
        </div>
      </div>
    </div>
  );
}
