"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import {
  retentionRuleRequest,
  ruleDefaults,
  type RetentionRule,
  type RetentionRuleRequest,
} from "@frontdesk/lib/contract/retention";
import { ruleName } from "./rule-names";
import { useSaveRule } from "./queries";

type RuleValues = { period: number; unit: RetentionRuleRequest["unit"]; enabled: boolean };

const units = ["months", "years"] as const;

/** One rule: its period and whether it is on, with the UK default and why written beside it. */
export function RuleForm({ rule }: { rule: RetentionRule }) {
  const t = useTranslations("Retention");
  const save = useSaveRule();
  const defaults = ruleDefaults[rule.kind];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RuleValues>({
    resolver: plainWordsResolver<RuleValues>(retentionRuleRequest, []),
    defaultValues: { period: rule.period, unit: rule.unit, enabled: rule.enabled },
  });
  const { onSubmit, failure } = useFormSubmit<RuleValues, RetentionRule>({
    setError,
    fields: ["period", "unit", "enabled"],
    action: (body) => save.mutateAsync({ kind: rule.kind, body }),
    success: t("ruleSaved", { rule: ruleName(t, rule.kind) }),
    failure: t("ruleFailed", { rule: ruleName(t, rule.kind).toLowerCase() }),
  });
  const id = `rule-${rule.kind}`;
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      noValidate
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {ruleName(t, rule.kind)}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t(defaults.action === "anonymise" ? "anonymisedAfter" : "deletedAfter", {
          what: t(`ruleText.${rule.kind}.appliesTo`),
        })}
      </p>
      <FormFailure message={failure} />
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <TextField
          label={t("period")}
          id={`${id}-period`}
          type="number"
          inputMode="numeric"
          className="w-28"
          error={errors.period?.message}
          {...register("period", { valueAsNumber: true })}
        />
        <SelectField
          label={t("unit")}
          id={`${id}-unit`}
          className="w-32"
          options={units.map((value) => ({ value, label: t(`units.${value}`) }))}
          error={errors.unit?.message}
          {...register("unit")}
        />
        <div className="pt-7">
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("enabled")} className="size-4" />
            {t("ruleOn")}
          </label>
          {errors.enabled?.message && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.enabled.message}</p>
          )}
        </div>
        <div className="pt-6">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {t("save")}
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm">
        <span className="font-medium">{t("ukDefault")} </span>
        {t(`periodIn.${defaults.unit}`, { count: defaults.period })}. {t(`ruleText.${rule.kind}.why`)}
      </p>
      <p className="text-sm">
        <span className="font-medium">{t("kept")} </span>
        {t(`ruleText.${rule.kind}.kept`)}
      </p>
    </form>
  );
}
