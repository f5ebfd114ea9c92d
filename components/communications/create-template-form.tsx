"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Plus } from "lucide-react";
import { templateWordings } from "@/lib/contract/template-words";
import {
  createEmailTemplateRequest,
  type CreateEmailTemplateRequest,
  type EmailTemplateSetup,
} from "@/lib/contract/communications";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { SelectField } from "@/components/ui/select-field";
import { FormFailure } from "@/components/ui/form-failure";
import { Button } from "@/components/ui/button";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { TextField } from "@/components/ui/text-field";
import { useCreateEmailTemplate, useTemplateQueries, useTemplateTypes } from "./queries";

const createResolver = plainWordsResolver<CreateEmailTemplateRequest>(createEmailTemplateRequest, templateWordings);

/** A new template: its name, data query and kind; the setup screen opens once it is created. */
export function CreateTemplateForm({ close }: { close: () => void }) {
  const router = useRouter();
  const queries = useTemplateQueries();
  const types = useTemplateTypes();
  const create = useCreateEmailTemplate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateEmailTemplateRequest>({
    resolver: createResolver,
    defaultValues: { description: "", templateTypeId: "" },
  });
  const { onSubmit, failure } = useFormSubmit<CreateEmailTemplateRequest, EmailTemplateSetup>({
    setError,
    fields: ["description", "queryId", "templateTypeId"],
    action: (values) => create.mutateAsync(values),
    success: (setup) => `Template ${setup.templateName} created`,
    failure: "Could not create the template",
    onSuccess: (setup) => router.push(`/communications/templates/${setup.templateId}`),
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      <TextField
        label="Name"
        hint="How the template is listed"
        error={errors.description?.message}
        {...register("description")}
      />
      <SelectField
        label="Data query"
        hint="Its fields become the template's placeholders"
        error={errors.queryId?.message}
        placeholder={{ value: "", label: "Choose a query" }}
        options={(queries.data ?? []).map((q) => ({ value: q.id, label: q.name }))}
        {...register("queryId", { setValueAs: (v) => (v === "" ? undefined : Number(v)) })}
      />
      <SelectField
        label="Kind of email"
        error={errors.templateTypeId?.message}
        placeholder={{ value: "", label: "Choose a kind" }}
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.description }))}
        {...register("templateTypeId")}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          <Plus aria-hidden className="size-4" />
          {isSubmitting ? "Creating…" : "Create template"}
        </Button>
        <DialogCancel onCancel={close} />
      </div>
    </form>
  );
}
