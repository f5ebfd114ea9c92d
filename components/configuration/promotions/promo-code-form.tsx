"use client";

import { Controller, useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Plus } from "lucide-react";
import { messageOf } from "@/lib/bff/problem";
import { createPromoCodeRequest, promoCodeLimits, type CreatePromoCodeRequest, type Discount } from "@/lib/contract/promotions";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useCreatePromoCode, useDiscounts } from "./queries";
import { showFieldErrors } from "@/components/ui/field-errors";
import { DateField } from "@/components/ui/date-fields";
import { siteToday } from "@/lib/venue/format";

// The platform compares the validity dates with its own today (UTC).
const inDays = (n: number) => siteToday({ timeZone: "UTC" }, new Date(Date.now() + n * 86_400_000));
const today = () => inDays(0);

/** Creates a promo code (endpoint 17): the window, usage limit, flags and the discounts it applies. */
export function PromoCodeForm({ onCreated }: { onCreated: () => void }) {
  const discounts = useDiscounts();
  const create = useCreatePromoCode();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreatePromoCodeRequest>({
    resolver: zodResolver(createPromoCodeRequest),
    defaultValues: { code: "", validFrom: today(), validTo: inDays(30), maxUsages: 0, active: true, autoApply: false, discountIds: [] },
  });

  const onSubmit = async (values: CreatePromoCodeRequest) => {
    try {
      const created = await create.mutateAsync(values);
      toast.success(`Promo code ${created.code} created`);
      onCreated();
    } catch (error) {
      let placed = showFieldErrors(error, Object.keys(values), setError);
      // The platform's rules answer plain text: put the well-known ones under their field.
      const message = messageOf(error);
      const field: Path<CreatePromoCodeRequest> | undefined = /blank spaces|already exists/.test(message)
        ? "code"
        : /Valid To/.test(message)
          ? "validTo"
          : /Valid From/.test(message)
            ? "validFrom"
            : /discount IDs/.test(message)
              ? "discountIds"
              : undefined;
      if (!placed && field) {
        setError(field, { message });
        placed = true;
      }
      toast.error(placed ? "Check the highlighted fields" : message);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <TextField
        label="Code"
        hint={`Up to ${promoCodeLimits.code} characters, no spaces. Codes are unique whatever their case.`}
        autoComplete="off"
        className="[&_input]:font-mono [&_input]:uppercase"
        error={errors.code?.message}
        {...register("code", { setValueAs: (v: string) => v.toUpperCase() })}
      />
      <div className="grid grid-cols-2 gap-3">
        <Controller control={control} name="validFrom" render={({ field }) => <DateField label="Valid from" min={today()} hint="Today or later (inclusive)" error={errors.validFrom?.message} {...field} />} />
        <Controller control={control} name="validTo" render={({ field }) => <DateField label="Valid to" min={inDays(1)} hint="Tomorrow at the earliest (exclusive)" error={errors.validTo?.message} {...field} />} />
      </div>
      <TextField label="Maximum uses" type="number" min={0} step={1} hint="0 means unlimited" error={errors.maxUsages?.message} {...register("maxUsages", { valueAsNumber: true })} />
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register("active")} />
          Active — can be redeemed and shows in the all-codes list
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register("autoApply")} />
          Apply automatically
        </label>
      </div>
      <Controller
        control={control}
        name="discountIds"
        render={({ field }) => (
          <DiscountPicker discounts={discounts.data} loading={discounts.isPending} failure={discounts.isError ? messageOf(discounts.error) : undefined} value={field.value} onChange={field.onChange} error={errors.discountIds?.message} />
        )}
      />
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        <Plus aria-hidden className="size-4" />
        {isSubmitting ? "Creating…" : "Create promo code"}
      </Button>
    </form>
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
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? "discount-picker-error" : undefined}>
      <legend className="text-sm font-medium">Discounts</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">Choose at least one; the discounts decide the reduction.</p>
      {loading && <LoadingState label="Loading discounts" />}
      {failure && <ErrorState message={failure} />}
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto">
        {discounts?.map((d) => (
          <li key={d.id}>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" checked={value.includes(d.id)} onChange={(e) => toggle(d.id, e.target.checked)} />
              <span>{d.description}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">{d.percentOff}% off</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id="discount-picker-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
