"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Pencil, Plus } from "lucide-react";
import { ProblemError, messageOf } from "@/lib/bff/problem";
import { createEmailTemplateRequest, type CreateEmailTemplateRequest } from "@/lib/contract/communications";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { TextField } from "@/components/ui/text-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useCreateEmailTemplate, useEmailTemplates, useTemplateQueries, useTemplateTypes } from "./queries";
import { DataTable, Th } from "@/components/ui/data-table";

const selectClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/** Email templates: what each is bound to and whether it was ever saved; create a new one. */
export function EmailTemplateListScreen() {
  const templates = useEmailTemplates();
  const queries = useTemplateQueries();
  const types = useTemplateTypes();
  const queryName = (id: number | null) => (id === null ? null : (queries.data?.find((q) => q.id === id)?.name ?? null));
  const typeName = (id: string) => types.data?.find((t) => t.id === id)?.description ?? id;

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Email templates</h1>
          <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">Each template is bound to a data query whose fields become its [[placeholders]].</p>
        </div>
        <ModalDialog triggerLabel="New template" triggerVariant="primary" triggerIcon={<Plus aria-hidden className="size-4" />} title="New email template">
          {() => <CreateTemplateForm />}
        </ModalDialog>
      </div>
      {templates.isPending ? (
        <LoadingState label="Loading email templates" />
      ) : templates.isError ? (
        <ErrorState message={messageOf(templates.error)} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <EmptyState>No email templates yet.</EmptyState>
      ) : (
        <DataTable
          caption="Email templates"
          head={
            <>
              <Th>Template</Th>
              <Th>Type</Th>
              <Th>Data query</Th>
              <Th>Content</Th>
              <Th last><span className="sr-only">Actions</span></Th>
            </>
          }
        >
          {templates.data.map((t) => {
            const bound = queryName(t.queryId);
            return (
              <tr key={t.id} className="border-b border-slate-200 align-top dark:border-slate-800">
                <td className="py-3 pr-4 font-medium">{t.description}</td>
                <td className="py-3 pr-4">{typeName(t.templateTypeId)}</td>
                <td className="py-3 pr-4">
                  {t.queryId === null ? (
                    <span className="text-amber-800 dark:text-amber-300">No query bound</span>
                  ) : bound ? (
                    bound
                  ) : queries.isPending ? (
                    `Query ${t.queryId}`
                  ) : (
                    <span className="text-amber-800 dark:text-amber-300">Query {t.queryId} no longer exists</span>
                  )}
                </td>
                <td className="py-3 pr-4">{t.saved ? "Saved" : <span className="text-slate-600 dark:text-slate-400">Never saved</span>}</td>
                <td className="py-3 text-right">
                  <Link href={`/communications/templates/${t.id}`} className="inline-flex items-center gap-1 rounded px-2 py-1 font-medium text-blue-700 hover:underline dark:text-sky-400">
                    <Pencil aria-hidden className="size-4" />
                    Open<span className="sr-only"> {t.description}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </div>
  );
}

function CreateTemplateForm() {
  const router = useRouter();
  const queries = useTemplateQueries();
  const types = useTemplateTypes();
  const create = useCreateEmailTemplate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateEmailTemplateRequest>({ resolver: zodResolver(createEmailTemplateRequest) as never, defaultValues: { description: "", templateTypeId: "" } });
  const onSubmit = async (values: CreateEmailTemplateRequest) => {
    try {
      const setup = await create.mutateAsync(values);
      toast.success(`Template ${setup.templateName} created`);
      router.push(`/communications/templates/${setup.templateId}`);
    } catch (error) {
      const message = messageOf(error);
      const field: Path<CreateEmailTemplateRequest> = /Query/i.test(message) ? "queryId" : /type/i.test(message) ? "templateTypeId" : "description";
      setError(field, { message });
      toast.error(error instanceof ProblemError ? "Check the highlighted fields" : message);
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <TextField label="Description" hint="Also the template's name" error={errors.description?.message} {...register("description")} />
      <div>
        <label htmlFor="template-query" className="block text-sm font-medium">Data query</label>
        <select id="template-query" className={selectClass} aria-invalid={errors.queryId ? true : undefined} aria-describedby={errors.queryId ? "template-query-error" : undefined} {...register("queryId", { valueAsNumber: true })}>
          <option value="">Choose a query</option>
          {queries.data?.map((q) => (
            <option key={q.id} value={q.id}>
              {q.name}
            </option>
          ))}
        </select>
        {errors.queryId && <p id="template-query-error" className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.queryId.message}</p>}
      </div>
      <div>
        <label htmlFor="template-type" className="block text-sm font-medium">Template type</label>
        <select id="template-type" className={selectClass} aria-invalid={errors.templateTypeId ? true : undefined} aria-describedby={errors.templateTypeId ? "template-type-error" : undefined} {...register("templateTypeId")}>
          <option value="">Choose a type</option>
          {types.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.description}
            </option>
          ))}
        </select>
        {errors.templateTypeId && <p id="template-type-error" className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.templateTypeId.message}</p>}
      </div>
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        <Plus aria-hidden className="size-4" />
        {isSubmitting ? "Creating…" : "Create template"}
      </Button>
    </form>
  );
}
