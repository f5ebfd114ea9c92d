"use client";

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
import { downloadUrl } from "@/lib/api/call";
import type { retentionApi } from "@/lib/api/retention";
import { messageOf } from "@/lib/contract/problem";
import {
  retentionScheduleRequest,
  type RetentionRun,
  type RetentionSchedule,
  type RetentionScheduleRequest,
} from "@/lib/contract/retention";
import { formatTimestamp } from "@/lib/venue/format";
import { useChangeRun, useDryRun, useRetentionSettings, useRuns, useSaveSchedule, useStartRun } from "./queries";
import { RuleForm } from "./rule-form";
import { ruleNames } from "./rule-names";

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const sectionClass = "space-y-3";
const headingClass = "text-lg font-semibold";

/**
 * The retention schedule, for administrators: the rules with their UK defaults, the weekly
 * schedule, a dry run (who and what is due, a sample, a CSV of every record), and runs with their receipts.
 */
export function RetentionScreen() {
  const settings = useRetentionSettings();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Retention schedule</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Personal data is kept only as long as it is needed (UK GDPR Art. 5(1)(e)). Set each rule, look at a dry run,
          then run it. Bookings and discount usage are accounting records: they are kept six years and no rule removes
          them.
        </p>
      </div>
      <section aria-labelledby="rules-title" className={sectionClass}>
        <h2 id="rules-title" className={headingClass}>
          Rules
        </h2>
        {settings.isPending ? (
          <LoadingState label="Loading the rules" />
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
            <summary className="cursor-pointer">Changes to the rules ({settings.data.changes.length})</summary>
            <ul className="mt-2 space-y-1">
              {settings.data.changes.map((c) => (
                <li key={`${c.at}-${c.kind}`}>
                  {formatTimestamp(c.at)}: {c.staffName ?? c.staffId} set {ruleNames[c.kind].toLowerCase()} to {c.after}
                  {c.before ? ` (was ${c.before})` : " (was the default)"}
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
    success: (s) => (s.weekly ? `The schedule runs every ${weekdays[s.weekday]}` : "The schedule is off"),
    failure: "Could not save the schedule",
  });
  return (
    <section aria-labelledby="schedule-title" className={sectionClass}>
      <h2 id="schedule-title" className={headingClass}>
        Schedule
      </h2>
      <form onSubmit={handleSubmit(onSubmit)} className="flex flex-wrap items-start gap-3" noValidate>
        <FormFailure message={failure} />
        <label className="inline-flex items-center gap-2 pt-7 text-sm">
          <input type="checkbox" className="size-4" {...register("weekly")} />
          Run weekly, by the server itself
        </label>
        <SelectField
          label="Day"
          className="w-40"
          options={weekdays.map((label, value) => ({ value: String(value), label }))}
          error={errors.weekday?.message}
          {...register("weekday", { valueAsNumber: true })}
        />
        <SelectField
          label="From (UTC)"
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
            Save schedule
          </Button>
        </div>
      </form>
    </section>
  );
}

function DryRunSection() {
  const dry = useDryRun();
  return (
    <section aria-labelledby="dry-run-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dry-run-title" className={headingClass}>
          Dry run
        </h2>
        <div className="flex gap-2">
          <Button variant="primary" disabled={dry.isFetching} onClick={() => void dry.refetch()}>
            {dry.isFetching ? "Working out what is due…" : "Do a dry run"}
          </Button>
          <CsvDownload
            href={downloadUrl<typeof retentionApi.dryRunExport>("/api/retention/dry-run/export")}
            what="every record a run would anonymise, delete or keep now"
          />
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Lists who and what each rule finds due today; nothing changes.
      </p>
      {dry.isError ? (
        <ErrorState message={messageOf(dry.error)} onRetry={() => void dry.refetch()} />
      ) : dry.isFetching && !dry.data ? (
        <LoadingState label="Working out what is due" />
      ) : dry.data ? (
        <DataTable
          caption={`Dry run at ${formatTimestamp(dry.data.at)}`}
          head={
            <>
              <Th>Rule</Th>
              <Th>Last activity before</Th>
              <Th>Due</Th>
              <Th>Held</Th>
              <Th>Sample</Th>
              <Th last>Kept, and why</Th>
            </>
          }
        >
          {dry.data.rules.map((rule) => (
            <tr key={rule.kind} className="border-b border-slate-200 align-top dark:border-slate-800">
              <td className="py-2 pr-4 font-medium">{ruleNames[rule.kind]}</td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {rule.enabled ? formatTimestamp(rule.cutoff) : "Rule off"}
              </td>
              <td className="py-2 pr-4" data-testid={`due-${rule.kind}`}>
                {rule.due}
              </td>
              <td className="py-2 pr-4">{rule.held}</td>
              <td className="py-2 pr-4">
                {rule.sample.length === 0
                  ? "None"
                  : rule.sample
                      .map(
                        (r) =>
                          `${r.memberId !== null && r.memberId !== r.id ? `${r.id} (member ${r.memberId})` : r.id}${r.action === "keep: legal hold" ? " kept: legal hold" : ""}`,
                      )
                      .join(", ")}
              </td>
              <td className="py-2">{rule.kept}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </section>
  );
}

const stateWords: Record<RetentionRun["state"], string> = {
  running: "Running",
  stopped: "Stopped",
  paused: "Paused",
  finished: "Finished",
};

function RunsSection() {
  const runs = useRuns();
  const start = useStartRun();
  const change = useChangeRun();
  const open = runs.data?.find((r) => r.state !== "finished");
  const act = (run: RetentionRun, action: "stop" | "resume" | "close", done: string) =>
    change.mutate(
      { runId: run.id, action },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(`Could not ${action} the run: ${messageOf(error)}`),
      },
    );
  return (
    <section aria-labelledby="runs-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="runs-title" className={headingClass}>
          Runs and receipts
        </h2>
        <Button
          variant="danger"
          disabled={start.isPending || open !== undefined || !runs.data}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => toast.success("Retention run started"),
              onError: (error) => toast.error(`Could not start the run: ${messageOf(error)}`),
            })
          }
        >
          Run the schedule now
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        A run anonymises each due member through the same erasure as a manager&apos;s and deletes the other records. It
        can be stopped and resumed; each run&apos;s receipt is kept.
      </p>
      {runs.isPending ? (
        <LoadingState label="Loading the runs" />
      ) : runs.isError ? (
        <ErrorState message={messageOf(runs.error)} onRetry={() => void runs.refetch()} />
      ) : runs.data.length === 0 ? (
        <EmptyState>No run yet.</EmptyState>
      ) : (
        <ol className="space-y-3">
          {runs.data.map((run) => (
            <li
              key={run.id}
              aria-label={`Run ${run.id}`}
              className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <span className="font-semibold">
                    Run {run.id}: {stateWords[run.state]}
                  </span>{" "}
                  — started {formatTimestamp(run.startedAt)} by{" "}
                  {run.trigger === "schedule" ? "the weekly schedule" : (run.startedByName ?? run.startedBy)}
                  {run.finishedAt && `, finished ${formatTimestamp(run.finishedAt)}`}
                </p>
                <div className="flex gap-2">
                  {(run.state === "running" || run.state === "paused") && (
                    <Button onClick={() => act(run, "stop", `Run ${run.id} stopped`)}>Stop</Button>
                  )}
                  {(run.state === "stopped" || run.state === "paused") && (
                    <>
                      <Button variant="primary" onClick={() => act(run, "resume", `Run ${run.id} resumed`)}>
                        Resume
                      </Button>
                      <Button onClick={() => act(run, "close", `Run ${run.id} closed`)}>Close</Button>
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
                <caption className="sr-only">Run {run.id} by rule</caption>
                <thead>
                  <tr className="text-slate-600 dark:text-slate-400">
                    <th className="pr-4 font-medium">Rule</th>
                    <th className="pr-4 font-medium">Last activity before</th>
                    <th className="pr-4 font-medium">Done</th>
                    <th className="font-medium">Held members skipped</th>
                  </tr>
                </thead>
                <tbody>
                  {run.rules.map((rule) => (
                    <tr key={rule.kind}>
                      <td className="pr-4">{ruleNames[rule.kind]}</td>
                      <td className="pr-4">{formatTimestamp(rule.cutoff)}</td>
                      <td className="pr-4">
                        {rule.count}{" "}
                        {rule.kind === "lapsedMembers" || rule.kind === "prospects" ? "anonymised" : "deleted"}
                        {rule.done ? "" : " so far"}
                      </td>
                      <td>{rule.heldMemberIds.length ? rule.heldMemberIds.join(", ") : "None"}</td>
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
