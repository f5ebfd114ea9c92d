"use client";

import { Said } from "@/components/ui/catalogue";
import { Controller, useForm, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { Plus, Save } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { promotionWordings } from "@frontdesk/lib/contract/promotion-words";
import {
  createPromoCodeRequest,
  promoCodeLimits,
  type CreatePromoCodeRequest,
  type Discount,
  type PromoCode,
  type UpdatePromoCodeRequest,
} from "@frontdesk/lib/contract/promotions";
import { FormFailure } from "@/components/ui/form-failure";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { FormChangedNotice, useRecordVersion } from "@/components/ui/record-changed";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useCreatePromoCode, useDiscounts, usePromoCodes, useUpdatePromoCode } from "./queries";
import { DateField } from "@/components/ui/date-fields";
import { siteToday } from "@frontdesk/lib/venue/format";
import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { useTranslations, type Words } from "@/components/ui/catalogue";

// The platform compares the validity dates with its own today (UTC).
const inDays = (n: number) => addCalendarDays(siteToday({ timeZone: "UTC" }), n);
const today = () => inDays(0);
const resolver = plainWordsResolver<CreatePromoCodeRequest>(createPromoCodeRequest, promotionWordings);
const fields = ["code", "validFrom", "validTo", "maxUsages", "active", "autoApply", "discountIds"] as const;

/** How often a limited code has been used (an unlimited code does not say). */
export const usesOf = (code: PromoCode) => (code.maxUsage > 0 ? code.maxUsage - code.usagesRemaining : undefined);

/** The form's values of a stored code. */
const valuesOf = (code: PromoCode): CreatePromoCodeRequest => ({
  code: code.code,
  validFrom: code.validFrom.slice(0, 10),
  validTo: code.validTo.slice(0, 10),
  maxUsages: code.maxUsage,
  active: code.active,
  autoApply: code.autoApply,
  discountIds: code.discountIds,
});
const changeLabelsOf = (t: Words) => ({
  code: t("codes.code"),
  validFrom: t("codes.validFrom"),
  validTo: t("codes.validTo"),
  maxUsages: t("codes.maxUses"),
  active: t("sites.active"),
  autoApply: t("codes.autoApply"),
  discountIds: t("codes.discounts"),
});

/**
 * Creates a promo code (endpoint 17), or edits one (`code`): the window, usage limit, flags and the
 * discounts it applies. An edit sends only what changed (the update is a merge), so a running code's
 * first day, already past, is not checked against today again.
 */
export function PromoCodeForm({
  code,
  onDone,
  onCancel,
}: {
  code?: PromoCode;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Configuration");
  const discounts = useDiscounts();
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const codes = usePromoCodes();
  // Lost updates: the code as read from the list; a 412 re-reads the list and shows what changed.
  const version = useRecordVersion<PromoCode | null>(
    code ?? null,
    async () => (await codes.refetch()).data?.find((c) => c.id === code?.id) ?? null,
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useForm<CreatePromoCodeRequest>({
    resolver,
    defaultValues: code
      ? valuesOf(code)
      : {
          code: "",
          validFrom: today(),
          validTo: inDays(30),
          maxUsages: 0,
          active: true,
          autoApply: false,
          discountIds: [],
        },
  });
  useUnsavedChangesGuard(isDirty);
  /** values in words for "their version now has": discounts by name */
  const comparable = (values: CreatePromoCodeRequest) => ({
    ...values,
    discountIds: values.discountIds
      .map((id) => discounts.data?.find((d) => d.id === id)?.description ?? t("codes.discountN", { id }))
      .join(", "),
  });
  const readAt = version.readAt;
  const { onSubmit, failure } = useFormSubmit<CreatePromoCodeRequest, PromoCode>({
    setError,
    fields,
    action: (values) => {
      if (!code) return create.mutateAsync(values);
      const changed = Object.fromEntries(
        fields.filter((f) => dirtyFields[f]).map((f) => [f, values[f]]),
      ) as UpdatePromoCodeRequest;
      return update.mutateAsync({ id: code.id, body: changed, ifMatch: version.ifMatch });
    },
    success: (saved) => t(code ? "codes.saved" : "codes.created", { code: saved.code }),
    failure: code ? t("codes.saveFailed") : t("codes.createFailed"),
    onSuccess: (saved) => {
      if (code) {
        version.saved(saved);
        reset(valuesOf(saved)); // not dirty, so closing asks nothing
      }
      onDone();
    },
    version: code ? version : undefined,
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormFailure message={failure} />
      {readAt && (
        <FormChangedNotice
          version={version}
          readAt={readAt}
          valuesOf={valuesOf}
          form={{ reset, getValues }}
          labels={changeLabelsOf(t)}
          comparable={comparable}
        />
      )}
      <PromoCodeFields code={code} form={{ register, control, errors }} discounts={discounts} />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={isSubmitting || (code !== undefined && !isDirty)}>
          {code ? <Save aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
          {isSubmitting ? (code ? t("saving") : t("userFields.creating")) : code ? t("codes.save") : t("codes.create")}
        </Button>
        <DialogCancel onCancel={onCancel} />
      </div>
    </form>
  );
}

/** The form's fields: the code, its window, usage limit, flags and discounts. */
function PromoCodeFields({
  code,
  form: { register, control, errors },
  discounts,
}: {
  code?: PromoCode;
  form: Pick<UseFormReturn<CreatePromoCodeRequest>, "register" | "control"> & {
    errors: FieldErrors<CreatePromoCodeRequest>;
  };
  discounts: ReturnType<typeof useDiscounts>;
}) {
  const t = useTranslations("Configuration");
  const uses = code ? usesOf(code) : undefined;
  return (
    <>
      <TextField
        label={t("codes.code")}
        hint={t(code ? "codes.codeHintEdit" : "codes.codeHintNew", { max: promoCodeLimits.code })}
        autoComplete="off"
        className="[&_input]:font-mono [&_input]:uppercase"
        error={errors.code?.message}
        {...register("code", { setValueAs: (v: string) => v.toUpperCase() })}
      />
      <div className="grid grid-cols-2 gap-3">
        <Controller
          control={control}
          name="validFrom"
          render={({ field }) => (
            <DateField
              label={t("codes.validFrom")}
              min={code ? undefined : today()}
              hint={code ? t("codes.validFromHintEdit") : t("codes.validFromHintNew")}
              error={errors.validFrom?.message}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name="validTo"
          render={({ field }) => (
            <DateField
              label={t("codes.validTo")}
              min={inDays(1)}
              hint={t("codes.validToHint")}
              error={errors.validTo?.message}
              {...field}
            />
          )}
        />
      </div>
      <TextField
        label={t("codes.maxUses")}
        type="number"
        min={0}
        step={1}
        hint={uses !== undefined ? t("codes.maxUsesHintUsed", { uses }) : t("codes.maxUsesHint")}
        error={errors.maxUsages?.message}
        {...register("maxUsages", { valueAsNumber: true })}
      />
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register("active")} />
          {t("codes.activeLabel")}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register("autoApply")} />
          {t("codes.autoApply")}
        </label>
      </div>
      <Controller
        control={control}
        name="discountIds"
        render={({ field }) => (
          <DiscountPicker
            discounts={discounts.data}
            loading={discounts.isPending}
            failure={discounts.isError ? messageOf(discounts.error) : undefined}
            value={field.value}
            onChange={field.onChange}
            error={errors.discountIds?.message}
          />
        )}
      />
    </>
  );
}

/** The discounts a code applies: at least one, each an existing discount. */
function DiscountPicker({
  discounts,
  loading,
  failure,
  value,
  onChange,
  error,
}: {
  discounts?: Discount[];
  loading: boolean;
  failure?: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const t = useTranslations("Configuration");
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? "discount-picker-error" : undefined}>
      <legend className="text-sm font-medium">{t("codes.discounts")}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("codes.discountsHint")}</p>
      {loading && <LoadingState label={t("codes.loadingDiscounts")} />}
      {failure && <ErrorState message={failure} />}
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto">
        {discounts?.map((d) => (
          <li key={d.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={value.includes(d.id)}
                onChange={(e) => toggle(d.id, e.target.checked)}
              />
              <span>{d.description}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {t("codes.percentOff", { percent: d.percentOff })}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id="discount-picker-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
          <Said text={error} />
        </p>
      )}
    </fieldset>
  );
}
