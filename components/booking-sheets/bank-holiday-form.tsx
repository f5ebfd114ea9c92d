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
import { messageOf } from "@frontdesk/lib/contract/problem";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import {
  bankHolidayRequest,
  type BankHolidayRequest,
  type BankHolidayRun,
} from "@frontdesk/lib/contract/booking-sheets";
import { formatCalendarDay } from "@frontdesk/lib/venue/format";
import { useBankHolidays, useCloseBankHolidays } from "./closure-queries";
import { useDeleteRange } from "./queries";
import { productPhrase } from "./rule-sentence";
import { useTranslations, type Words } from "@/components/ui/catalogue";

const regions = ["england-and-wales", "scotland", "northern-ireland"] as const;
/** What a run did, in one sentence: a second run says it created nothing. */
function runSummary(run: BankHolidayRun, t: Words): string {
  const parts = [
    run.created.length ? t("holidays.closed", { count: run.created.length }) : t("holidays.nothingCreated"),
    run.existing.length ? t("holidays.alreadyClosed", { count: run.existing.length }) : "",
    run.past.length ? t("holidays.passedCount", { count: run.past.length }) : "",
    run.clashing.length
      ? t("holidays.clashing", {
          holidays: run.clashing.map((c) => `${c.name} (${formatCalendarDay(c.date)})`).join(", "),
        })
      : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** The year's UK bank holidays closed in one step: one schedule per holiday, each removable alone. */
export function BankHolidayForm({ sheet, today }: { sheet: BookingSheet; today: string }) {
  const t = useTranslations("BookingSheets");
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
  const errors = formState.errors;

  const onSubmit = (values: BankHolidayRequest) =>
    close.mutate(values, {
      onSuccess: (run) => toast.success(runSummary(run, t)),
      onError: (error) => toast.error(messageOf(error)),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label={t("holidays.dialogTitle")}>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t("holidays.region")}
          options={regions.map((value) => ({ value, label: t(`holidays.regions.${value}`) }))}
          {...register("region")}
        />
        <TextField
          label={t("holidays.year")}
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
          label={t("form.timeBand")}
          options={sheet.timeBands.map((b) => ({ value: b.id, label: b.description }))}
          error={errors.timeBandId?.message}
          {...register("timeBandId")}
        />
        <Controller
          control={control}
          name="startTime"
          render={({ field }) => (
            <TimeField label={t("holidays.closedFrom")} error={errors.startTime?.message} {...field} />
          )}
        />
        <Controller
          control={control}
          name="endTime"
          render={({ field }) => (
            <TimeField label={t("holidays.closedUntil")} error={errors.endTime?.message} {...field} />
          )}
        />
      </div>

      <HolidayList holidays={holidays} names={names} />
      {close.data && (
        <p role="status" className="text-sm">
          {runSummary(close.data, t)}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={close.isPending}>
        {close.isPending ? t("holidays.closing") : t("holidays.closeOpen")}
      </Button>
    </form>
  );
}

/** The year's bank holidays: each closed one with its products and a Remove, the others open or passed. */
function HolidayList({
  holidays,
  names,
}: {
  holidays: ReturnType<typeof useBankHolidays>;
  names: Map<string, string>;
}) {
  const t = useTranslations("BookingSheets");
  const remove = useDeleteRange();
  return (
    <section aria-label={t("holidays.yearsHolidays")}>
      <h3 className="text-sm font-semibold">{t("holidays.title")}</h3>
      {holidays.isLoading ? (
        <LoadingState label={t("holidays.loading")} />
      ) : holidays.error ? (
        <ErrorState message={messageOf(holidays.error)} onRetry={() => void holidays.refetch()} />
      ) : !holidays.data?.length ? (
        <EmptyState>{t("holidays.none")}</EmptyState>
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
                    {t("holidays.closedFor", {
                      products: productPhrase(h.productIds.map((id) => names.get(id) ?? id)),
                    })}
                  </span>
                  <Button
                    variant="danger"
                    disabled={remove.isPending}
                    aria-label={t("holidays.removeClosureOf", { name: h.name })}
                    onClick={(event) => {
                      // the button goes (disabled, then replaced by "Open"): focus stays in the dialog, on the
                      // holiday's row, so Escape still closes it and Tab goes on from here
                      event.currentTarget.closest("li")?.focus();
                      remove.mutate(
                        { scheduleId: h.scheduleId!, from: h.date, to: h.date },
                        {
                          onSuccess: () => toast.success(t("holidays.closureRemoved", { name: h.name })),
                          onError: (error) => toast.error(messageOf(error)),
                        },
                      );
                    }}
                  >
                    {t("holidays.remove")}
                  </Button>
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-300">
                  {h.past ? t("holidays.passed") : t("holidays.open")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
