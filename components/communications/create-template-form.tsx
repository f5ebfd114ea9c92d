"use client";

import { useRouter } from "next/navigation";
import { Plus } from "lucide-react";
import { templateWordings } from "@frontdesk/lib/contract/template-words";
import {
  createEmailTemplateRequest,
  type CreateEmailTemplateRequest,
  type EmailTemplateSetup,
} from "@frontdesk/lib/contract/communications";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { SelectField } from "@/components/ui/select-field";
import { FormFailure } from "@/components/ui/form-failure";
import { DialogSubmit } from "@/components/ui/modal-dialog";
import { TextField } from "@/components/ui/text-field";
import { useCreateEmailTemplate, useTemplateQueries, useTemplateTypes } from "./queries";
import { useTranslations } from "@/components/ui/catalogue";

/** A new template: its name, data query and kind; the setup screen opens once it is created. */
export function CreateTemplateForm({ close }: { close: () => void }) {
  const w = useTranslations("Communications");
  const router = useRouter();
  const queries = useTemplateQueries();
  const types = useTemplateTypes();
  const create = useCreateEmailTemplate();
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useContractForm<CreateEmailTemplateRequest>(
    createEmailTemplateRequest,
    { description: "", templateTypeId: "" },
    templateWordings,
  );
  const { onSubmit, failure } = useFormSubmit<CreateEmailTemplateRequest, EmailTemplateSetup>({
    setError,
    fields: ["description", "queryId", "templateTypeId"],
    action: (values) => create.mutateAsync(values),
    success: (setup) => w("created", { name: setup.templateName }),
    failure: w("createFailed"),
    onSuccess: (setup) => router.push(`/communications/templates/${setup.templateId}`),
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      <TextField label={w("name")} hint={w("nameHint")} {...field("description")} />
      <SelectField
        label={w("query")}
        hint={w("queryHint")}
        placeholder={{ value: "", label: w("chooseQuery") }}
        options={(queries.data ?? []).map((q) => ({ value: q.id, label: q.name }))}
        {...field("queryId", { setValueAs: (v) => (v === "" ? undefined : Number(v)) })}
      />
      <SelectField
        label={w("kind")}
        placeholder={{ value: "", label: w("chooseKind") }}
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.description }))}
        {...field("templateTypeId")}
      />
      <DialogSubmit
        icon={<Plus aria-hidden className="size-4" />}
        label={w("create")}
        busyLabel={w("creating")}
        busy={isSubmitting}
        onCancel={close}
      />
    </form>
  );
}
