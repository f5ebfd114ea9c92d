"use client";

import { useContractForm } from "@/components/ui/plain-words-resolver";
import { integratorWordings } from "@frontdesk/lib/contract/configuration-words";
import { z } from "zod";
import type { UseFormRegister } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Plus } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { createIntegratorRequest, knownScopes } from "@frontdesk/lib/contract/integrators";
import { TextField } from "@/components/ui/text-field";
import { showFieldErrors } from "@/components/ui/field-errors";
import { useCreateIntegrator } from "./queries";
import { DialogSubmit } from "@/components/ui/modal-dialog";
import { useTranslations } from "@/components/ui/catalogue";

const wholeNumber = z
  .number({ error: "Enter a whole number, 0 or more (0 means no limit)." })
  .int({ error: "Enter a whole number, 0 or more (0 means no limit)." })
  .min(0, { error: "Enter a whole number, 0 or more (0 means no limit)." });

/** The create body with scopes as ticked names (sent as the JSON-array string the platform stores). */
const integratorForm = createIntegratorRequest
  .omit({ environmentId: true, allowedScopes: true, rateLimitPerMinute: true, rateLimitPerHour: true })
  .extend({
    scopes: z.array(z.string()),
    rateLimitPerMinute: wholeNumber,
    rateLimitPerHour: wholeNumber,
  });
type IntegratorForm = z.infer<typeof integratorForm>;

const fields = ["name", "description", "origin", "logoUrl", "rateLimitPerMinute", "rateLimitPerHour"] as const;

/** Creates a global integrator: active, without a key until it is activated. */
export function CreateIntegratorForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("Configuration");
  const create = useCreateIntegrator();
  const {
    register,
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useContractForm<IntegratorForm>(
    integratorForm,
    {
      name: "",
      description: "",
      origin: "",
      logoUrl: "",
      scopes: [],
      canRead: true,
      canWrite: false,
      canDelete: false,
      isBillable: false,
      rateLimitPerMinute: 0,
      rateLimitPerHour: 0,
    },
    integratorWordings,
  );
  const onSubmit = async ({ scopes, description, logoUrl, ...values }: IntegratorForm) => {
    try {
      const created = await create.mutateAsync({
        ...values,
        description: description || null,
        logoUrl: logoUrl || null,
        allowedScopes: JSON.stringify(scopes),
      });
      toast.success(t("integrators.created", { name: created.name }));
      onDone();
    } catch (error) {
      toast.error(showFieldErrors(error, fields, setError) ? t("checkFields") : messageOf(error));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <TextField label={t("integrators.name")} autoComplete="off" {...field("name")} />
      <TextField label={t("integrators.description")} autoComplete="off" {...field("description")} />
      <TextField
        label={t("integrators.origin")}
        hint={t("integrators.originHint")}
        autoComplete="off"
        inputMode="url"
        {...field("origin")}
      />
      <TextField label={t("integrators.logo")} autoComplete="off" inputMode="url" {...field("logoUrl")} />
      <ScopeChoices register={register} />
      <TokenPermissions register={register} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t("integrators.perMinute")}
          type="number"
          min={0}
          hint={t("integrators.noLimitHint")}
          {...field("rateLimitPerMinute", { valueAsNumber: true })}
        />
        <TextField
          label={t("integrators.perHour")}
          type="number"
          min={0}
          hint={t("integrators.noLimitHint")}
          {...field("rateLimitPerHour", { valueAsNumber: true })}
        />
      </div>
      <DialogSubmit
        icon={<Plus aria-hidden className="size-4" />}
        label={t("integrators.create")}
        busyLabel={t("userFields.creating")}
        busy={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}

/** The scopes ticked: each grants the product and feature of that name. */
function ScopeChoices({ register }: { register: UseFormRegister<IntegratorForm> }) {
  const t = useTranslations("Configuration");
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t("integrators.scopes")}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("integrators.scopesHint")}</p>
      <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1">
        {knownScopes.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={scope} {...register("scopes")} />
            <span className="font-mono">{scope}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const permissions = [
  ["canRead", "integrators.read"],
  ["canWrite", "integrators.write"],
  ["canDelete", "integrators.delete"],
  ["isBillable", "integrators.billable"],
] as const;

/** Read, write, delete and billable: what the integrator's tokens may do. */
function TokenPermissions({ register }: { register: UseFormRegister<IntegratorForm> }) {
  const t = useTranslations("Configuration");
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t("integrators.tokensMayDo")}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {permissions.map(([name, label]) => (
          <label key={name} className="flex items-center gap-2">
            <input type="checkbox" {...register(name)} /> {t(label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
