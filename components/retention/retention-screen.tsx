"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CsvDownload } from "@/components/ui/csv-download";
import { DataTable, Th } from "@/components/ui/data-table";
import { FormFailure } from "@/components/ui/form-failure";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { SelectField } from "@/components/ui/select-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { downloadUrl } from "@frontdesk/lib/api/call";
import type { retentionApi } from "@frontdesk/lib/api/retention";
import { messageOf } from "@frontdesk/lib/contract/problem";
import {
  retentionScheduleRequest,
  type RetentionRun,
  type RetentionSchedule,
  type RetentionScheduleRequest,
} from "@frontdesk/lib/contract/retention";
import { formatTimestamp } from "@frontdesk/lib/venue/format";
import { useChangeRun, useDryRun, useRetentionSettings, useRuns, useSaveSchedule, useStartRun } from "./queries";
import { RuleForm } from "./rule-form";
import { ruleName } from "./rule-names";

/** The weekdays, Sunday (0) first, as the schedule numbers them (messages/*.json, Retention.weekday). */
const weekdays = [0, 1, 2, 3, 4, 5, 6];
const sectionClass = "space-y-3";
const headingClass = "text-lg font-semibold";

/**
 * The retention schedule, for administrators: the rules with their UK defaults, the weekly
 * schedule, a dry run (who and what is due, a sample, a CSV of every record), and runs with their receipts.
 */
export function RetentionScreen() {
  const t = useTranslations("Retention");
  const settings = useRetentionSettings();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("intro")}</p>
      </div>
      <section aria-labelledby="rules-title" className={sectionClass}>
        <h2 id="rules-title" className={headingClass}>
          {t("rules")}
        </h2>
        {settings.isPending ? (
          <LoadingState label={t("rulesLoading")} />
        ) : settings.isError ? (
          <ErrorState message={messageOf(settings.error)} onRetry={() => void settings.refetch()} />
        ) : (
          <div className="grid gap-3 xl:grid-cols-2">
            {settings.data.rules.map((rule) => (
              <RuleForm key={`${rule.kind}-${rule.updatedAt}`} rule={rule} />
            ))}
          </div>
        )}
        {settings.data && settings.data.changes.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer">{t("changes", { count: settings.data.changes.length })}</summary>
            <ul className="mt-2 space-y-1">
              {settings.data.changes.map((c) => (
                <li key={`${c.at}-${c.kind}`}>
                  {formatTimestamp(c.at)}:{" "}
                  {c.before
                    ? t("changeWas", {
                        name: c.staffName ?? c.staffId,
                        rule: ruleName(t, c.kind).toLowerCase(),
                        after: c.after,
                        before: c.before,
                      })
                    : t("changeDefault", {
                        name: c.staffName ?? c.staffId,
                        rule: ruleName(t, c.kind).toLowerCase(),
                        after: c.after,
                      })}
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>
      {settings.data && <ScheduleForm key={settings.data.schedule.updatedAt} schedule={settings.data.schedule} />}
      <DryRunSection />
      <RunsSection />
    </div>
  );
}

function ScheduleForm({ schedule }: { schedule: RetentionSchedule }) {
  const t = useTranslations("Retention");
  const save = useSaveSchedule();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RetentionScheduleRequest>({
    resolver: plainWordsResolver<RetentionScheduleRequest>(retentionScheduleRequest, []),
    defaultValues: { weekly: schedule.weekly, weekday: schedule.weekday, hour: schedule.hour },
  });
  const { onSubmit, failure } = useFormSubmit<RetentionScheduleRequest, RetentionSchedule>({
    setError,
    fields: ["weekly", "weekday", "hour"],
    action: (body) => save.mutateAsync(body),
    success: (s) => (s.weekly ? t("scheduleEvery", { day: t(`weekday.${s.weekday}`) }) : t("scheduleOff")),
    failure: t("scheduleFailed"),
  });
  return (
    <section aria-labelledby="schedule-title" className={sectionClass}>
      <h2 id="schedule-title" className={headingClass}>
        {t("schedule")}
      </h2>
      <form onSubmit={handleSubmit(onSubmit)} className="flex flex-wrap items-start gap-3" noValidate>
        <FormFailure message={failure} />
        <label className="inline-flex items-center gap-2 pt-7 text-sm">
          <input type="checkbox" className="size-4" {...register("weekly")} />
          {t("weekly")}
        </label>
        <SelectField
          label={t("day")}
          className="w-40"
          options={weekdays.map((value) => ({ value: String(value), label: t(`weekday.${value}`) }))}
          error={errors.weekday?.message}
          {...register("weekday", { valueAsNumber: true })}
        />
        <SelectField
          label={t("fromUtc")}
          className="w-32"
          options={Array.from({ length: 24 }, (_, h) => ({
            value: String(h),
            label: `${String(h).padStart(2, "0")}:00`,
          }))}
          error={errors.hour?.message}
          {...register("hour", { valueAsNumber: true })}
        />
        <div className="pt-6">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {t("saveSchedule")}
          </Button>
        </div>
      </form>
    </section>
  );
}

function DryRunSection() {
  const t = useTranslations("Retention");
  const dry = useDryRun();
  return (
    <section aria-labelledby="dry-run-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dry-run-title" className={headingClass}>
          {t("dryRun")}
        </h2>
        <div className="flex gap-2">
          <Button variant="primary" disabled={dry.isFetching} onClick={() => void dry.refetch()}>
            {dry.isFetching ? t("workingOut") : t("doDryRun")}
          </Button>
          <CsvDownload
            href={downloadUrl<typeof retentionApi.dryRunExport>("/api/retention/dry-run/export")}
            what={t("csvWhat")}
          />
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("dryRunIntro")}</p>
      {dry.isError ? (
        <ErrorState message={messageOf(dry.error)} onRetry={() => void dry.refetch()} />
      ) : dry.isFetching && !dry.data ? (
        <LoadingState label={t("workingOutLabel")} />
      ) : dry.data ? (
        <DataTable
          caption={t("dryRunAt", { time: formatTimestamp(dry.data.at) })}
          head={
            <>
              <Th>{t("col.rule")}</Th>
              <Th>{t("col.before")}</Th>
              <Th>{t("col.due")}</Th>
              <Th>{t("col.held")}</Th>
              <Th>{t("col.sample")}</Th>
              <Th last>{t("col.kept")}</Th>
            </>
          }
        >
          {dry.data.rules.map((rule) => (
            <tr key={rule.kind} className="border-b border-slate-200 align-top dark:border-slate-800">
              <td className="py-2 pr-4 font-medium">{ruleName(t, rule.kind)}</td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {rule.enabled ? formatTimestamp(rule.cutoff) : t("ruleOff")}
              </td>
              <td className="py-2 pr-4" data-testid={`due-${rule.kind}`}>
                {rule.due}
              </td>
              <td className="py-2 pr-4">{rule.held}</td>
              <td className="py-2 pr-4">
                {rule.sample.length === 0
                  ? t("none")
                  : rule.sample
                      .map(
                        (r) =>
                          `${r.memberId !== null && r.memberId !== r.id ? t("sampleMember", { id: r.id, member: r.memberId }) : r.id}${r.action === "keep: legal hold" ? ` ${t("keptHold")}` : ""}`,
                      )
                      .join(", ")}
              </td>
              <td className="py-2">{t(`ruleText.${rule.kind}.kept`)}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </section>
  );
}

function RunsSection() {
  const t = useTranslations("Retention");
  const runs = useRuns();
  const start = useStartRun();
  const change = useChangeRun();
  const open = runs.data?.find((r) => r.state !== "finished");
  const act = (run: RetentionRun, action: "stop" | "resume" | "close", done: string) =>
    change.mutate(
      { runId: run.id, action },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(t(`actionFailed.${action}`, { reason: messageOf(error) })),
      },
    );
  return (
    <section aria-labelledby="runs-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="runs-title" className={headingClass}>
          {t("runs")}
        </h2>
        <Button
          variant="danger"
          disabled={start.isPending || open !== undefined || !runs.data}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => toast.success(t("runStarted")),
              onError: (error) => toast.error(t("startFailed", { reason: messageOf(error) })),
            })
          }
        >
          {t("runNow")}
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("runsIntro")}</p>
      {runs.isPending ? (
        <LoadingState label={t("runsLoading")} />
      ) : runs.isError ? (
        <ErrorState message={messageOf(runs.error)} onRetry={() => void runs.refetch()} />
      ) : runs.data.length === 0 ? (
        <EmptyState>{t("noRun")}</EmptyState>
      ) : (
        <ol className="space-y-3">
          {runs.data.map((run) => (
            <li
              key={run.id}
              aria-label={t("run", { id: run.id })}
              className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <span className="font-semibold">{t("runState", { id: run.id, state: t(`state.${run.state}`) })}</span>{" "}
                  —{" "}
                  {t("startedBy", {
                    time: formatTimestamp(run.startedAt),
                    by: run.trigger === "schedule" ? t("weeklySchedule") : (run.startedByName ?? run.startedBy),
                  })}
                  {run.finishedAt && `, ${t("finished", { time: formatTimestamp(run.finishedAt) })}`}
                </p>
                <div className="flex gap-2">
                  {(run.state === "running" || run.state === "paused") && (
                    <Button onClick={() => act(run, "stop", t("stopped", { id: run.id }))}>{t("stop")}</Button>
                  )}
                  {(run.state === "stopped" || run.state === "paused") && (
                    <>
                      <Button variant="primary" onClick={() => act(run, "resume", t("resumed", { id: run.id }))}>
                        {t("resume")}
                      </Button>
                      <Button onClick={() => act(run, "close", t("closed", { id: run.id }))}>{t("close")}</Button>
                    </>
                  )}
                </div>
              </div>
              {run.message && (
                <p role={run.state === "paused" ? "alert" : undefined} className="mt-1">
                  {run.message}
                </p>
              )}
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">{t("runByRule", { id: run.id })}</caption>
                <thead>
                  <tr className="text-slate-600 dark:text-slate-400">
                    <th className="pr-4 font-medium">{t("col.rule")}</th>
                    <th className="pr-4 font-medium">{t("col.before")}</th>
                    <th className="pr-4 font-medium">{t("col.done")}</th>
                    <th className="font-medium">{t("col.skipped")}</th>
                  </tr>
                </thead>
                <tbody>
                  {run.rules.map((rule) => (
                    <tr key={rule.kind}>
                      <td className="pr-4">{ruleName(t, rule.kind)}</td>
                      <td className="pr-4">{formatTimestamp(rule.cutoff)}</td>
                      <td className="pr-4">
                        {t(
                          `${rule.kind === "lapsedMembers" || rule.kind === "prospects" ? "anonymised" : "deleted"}${rule.done ? "" : "SoFar"}`,
                          { count: rule.count },
                        )}
                      </td>
                      <td>{rule.heldMemberIds.length ? rule.heldMemberIds.join(", ") : t("none")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
