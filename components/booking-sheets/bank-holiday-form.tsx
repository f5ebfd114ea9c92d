"use client";

import { Controller, useWatch } from "react-hook-form";
import { ProductChecks } from "./product-checks";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { Button } from "@/components/ui/button";
import { TimeField } from "@/components/ui/date-fields";
import { SelectField } from "@/components/ui/select-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/contract/problem";
import type { BookingSheet } from "@/lib/contract/booking-sheets";
import { bankHolidayRequest, type BankHolidayRequest, type BankHolidayRun } from "@/lib/contract/booking-sheets";
import { formatCalendarDay } from "@/lib/venue/format";
import { useBankHolidays, useCloseBankHolidays } from "./closure-queries";
import { useDeleteRange } from "./queries";
import { productPhrase } from "./rule-sentence";

const regions = [
  { value: "england-and-wales", label: "England and Wales" },
  { value: "scotland", label: "Scotland" },
  { value: "northern-ireland", label: "Northern Ireland" },
] as const;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a run did, in one sentence: a second run says it created nothing. */
function runSummary(run: BankHolidayRun): string {
  const parts = [
    run.created.length ? `Closed ${plural(run.created.length, "bank holiday")}.` : "Nothing created.",
    run.existing.length ? `${plural(run.existing.length, "holiday was", "holidays were")} already closed.` : "",
    run.past.length ? `${plural(run.past.length, "holiday has", "holidays have")} passed.` : "",
    run.clashing.length
      ? `Not closed, clashing with bookings or blocks: ${run.clashing.map((c) => `${c.name} (${formatCalendarDay(c.date)})`).join(", ")}.`
      : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** The year's UK bank holidays closed in one step: one schedule per holiday, each removable alone. */
export function BankHolidayForm({ sheet, today }: { sheet: BookingSheet; today: string }) {
  const names = new Map(sheet.resourceProducts.map((p) => [p.id, p.description]));
  const form = useContractForm<BankHolidayRequest>(bankHolidayRequest, {
    siteId: sheet.siteId,
    region: "england-and-wales",
    year: Number(today.slice(0, 4)) + 1,
    productIds: [],
    timeBandId: sheet.timeBands[0]?.id ?? "",
    startTime: "06:00",
    endTime: "23:00",
  });
  const { register, control, handleSubmit, formState } = form;
  const region = useWatch({ control, name: "region" });
  const year = Number(useWatch({ control, name: "year" }));
  const holidays = useBankHolidays(sheet.siteId, region, year);
  const close = useCloseBankHolidays();
  const remove = useDeleteRange();
  const errors = formState.errors;

  const onSubmit = (values: BankHolidayRequest) =>
    close.mutate(values, {
      onSuccess: (run) => toast.success(runSummary(run)),
      onError: (error) => toast.error(messageOf(error)),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Close the bank holidays">
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Region" options={regions} {...register("region")} />
        <TextField
          label="Year"
          type="number"
          error={errors.year?.message}
          {...register("year", { valueAsNumber: true })}
        />
      </div>
      <ProductChecks
        products={sheet.resourceProducts}
        field={register("productIds")}
        error={errors.productIds?.message}
      />
      <div className="grid grid-cols-3 gap-3">
        <SelectField
          label="Time band"
          options={sheet.timeBands.map((b) => ({ value: b.id, label: b.description }))}
          error={errors.timeBandId?.message}
          {...register("timeBandId")}
        />
        <Controller
          control={control}
          name="startTime"
          render={({ field }) => <TimeField label="Closed from" error={errors.startTime?.message} {...field} />}
        />
        <Controller
          control={control}
          name="endTime"
          render={({ field }) => <TimeField label="Closed until" error={errors.endTime?.message} {...field} />}
        />
      </div>

      <section aria-label="The year's bank holidays">
        <h3 className="text-sm font-semibold">Bank holidays</h3>
        {holidays.isLoading ? (
          <LoadingState label="Loading the bank holidays" />
        ) : holidays.error ? (
          <ErrorState message={messageOf(holidays.error)} onRetry={() => void holidays.refetch()} />
        ) : !holidays.data?.length ? (
          <EmptyState>No bank holidays for that year.</EmptyState>
        ) : (
          <ul className="mt-1 divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {holidays.data.map((h) => (
              <li
                key={h.date}
                className="flex flex-wrap items-center justify-between gap-2 py-1.5"
                data-holiday={h.date}
                tabIndex={-1}
              >
                <span>
                  <span className="font-medium">{formatCalendarDay(h.date)}</span> {h.name}
                </span>
                {h.scheduleId ? (
                  <span className="flex items-center gap-2">
                    <span className="text-emerald-800 dark:text-emerald-300">
                      Closed: {productPhrase(h.productIds.map((id) => names.get(id) ?? id))}
                    </span>
                    <Button
                      variant="danger"
                      disabled={remove.isPending}
                      aria-label={`Remove the closure of ${h.name}`}
                      onClick={(event) => {
                        // the button goes (disabled, then replaced by "Open"): focus stays in the dialog, on the
                        // holiday's row, so Escape still closes it and Tab goes on from here
                        event.currentTarget.closest("li")?.focus();
                        remove.mutate(
                          { scheduleId: h.scheduleId!, from: h.date, to: h.date },
                          {
                            onSuccess: () => toast.success(`Closure removed: ${h.name}`),
                            onError: (error) => toast.error(messageOf(error)),
                          },
                        );
                      }}
                    >
                      Remove
                    </Button>
                  </span>
                ) : (
                  <span className="text-slate-600 dark:text-slate-300">{h.past ? "Passed" : "Open"}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {close.data && (
        <p role="status" className="text-sm">
          {runSummary(close.data)}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={close.isPending}>
        {close.isPending ? "Closing…" : "Close the open holidays"}
      </Button>
    </form>
  );
}
