"use client";

import { useMemo, useState } from "react";
import { useMutationState } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { recordChangedMessage, recordVersion } from "@frontdesk/lib/contract/record-version";
import { Button } from "./button";
import { useTranslations } from "./catalogue";
import { afterOwnWrites, ownWriteOf, storedOwnWrites } from "./own-writes";

/**
 * The browser side of lost-update protection (lib/bff/versioned.ts). A form keeps the record it
 * was read at; its write sends that record's version as If-Match; a 412 re-reads the record and
 * puts the newer one in `newer`, which <RecordChangedNotice> shows with the choice:
 * "Load their changes" (the form takes the newer record) or "Keep editing" (the form keeps the
 * person's values and now knowingly builds on the newer version; the next save replaces it).
 *
 *   const version = useRecordVersion(stored, async () => (await query.refetch()).data);
 *   api.members.call("updateAddresses", { params, body, ifMatch: version.ifMatch });
 *
 * `reload` answers the record as it is now, or null when it is gone (removed by someone else).
 * The person's own writes (mutations keyed `ownWriteKey`, components/ui/own-writes.ts) are followed,
 * never read as someone else's: the form is at the record they stored. A write that may be sent while
 * one of theirs is under way shares its mutation `scope` and resolves its If-Match inside `mutationFn`
 * with `ownVersionAfter` (the prospect board's moves and the side panel's save).
 */
export function useRecordVersion<T>(
  stored: T,
  reload: () => Promise<T | null | undefined>,
  /** what the BFF versions, when not the whole record (a module-level function, e.g. a prospect interaction's stamp) */
  versionOf: (record: T) => string = recordVersion,
) {
  const [readAtFirst, setReadAt] = useState<T>(stored);
  const [newer, setNewer] = useState<T | null | undefined>(undefined);
  const firstVersion = useMemo(() => versionOf(readAtFirst), [readAtFirst, versionOf]);
  const ownWrites = useMutationState({ filters: storedOwnWrites, select: ownWriteOf });
  const mine = afterOwnWrites(ownWrites, firstVersion, versionOf);
  // While someone else's version is on offer, the form stays where the choice was made. The form keeps
  // the record of its own write (the mutation cache forgets a write after its gcTime).
  const following = newer === undefined && mine !== undefined;
  if (following && mine !== readAtFirst) setReadAt(mine);
  const readAt = following ? mine : readAtFirst;
  const ifMatch = useMemo(() => versionOf(readAt), [readAt, versionOf]);
  return {
    /** the version the form was read at, for the write's If-Match */
    ifMatch,
    /** the record the form was read at */
    readAt,
    /** the record as someone else saved it (null: removed), while the choice is open */
    newer,
    /** the write answered 412: fetch what is there now */
    changed: async () => {
      const fresh = await reload();
      setReadAt(readAt);
      setNewer(fresh === undefined ? null : fresh);
    },
    /** a write succeeded: the form is now at this record */
    saved: (record: T) => {
      setReadAt(record);
      setNewer(undefined);
    },
    /** the person keeps their values on top of the newer record; answers nothing to load */
    keepEditing: () => {
      if (newer) setReadAt(newer);
      setNewer(undefined);
    },
    /** the person takes the newer record: answers it, for the form's reset */
    loadTheirs: (): T | null => {
      const record = newer ?? null;
      if (record) setReadAt(record);
      setNewer(undefined);
      return record;
    },
  };
}
export type RecordVersion<T> = ReturnType<typeof useRecordVersion<T>>;

interface RecordChange {
  label: string;
  /** the value as someone else saved it, in words */
  theirs: string;
  /** their value is empty, or a yes/no: the notice says so in the screen's language */
  blank?: "empty" | "yes" | "no";
}

/**
 * What someone else changed, field by field: compares the form values of the record the form
 * was read at with those of the newer record. `labels` names the fields to compare, by path.
 */
export function changesBetween(
  readAt: Record<string, unknown>,
  newer: Record<string, unknown>,
  labels: Record<string, string>,
): RecordChange[] {
  const at = (values: Record<string, unknown>, path: string) =>
    path.split(".").reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], values);
  const blankOf = (value: unknown) =>
    value === "" || value === null || value === undefined
      ? ("empty" as const)
      : typeof value === "boolean"
        ? value
          ? ("yes" as const)
          : ("no" as const)
        : undefined;
  return Object.entries(labels)
    .filter(([path]) => JSON.stringify(at(readAt, path)) !== JSON.stringify(at(newer, path)))
    .map(([path, label]) => {
      const value = at(newer, path);
      const blank = blankOf(value);
      return { label, theirs: blank ? "" : String(value), blank };
    });
}

/**
 * "Keep editing": the person's changes on top of their version. A value the person did not touch
 * (still as read) takes their value; a value the person changed stays theirs to save.
 */
function mergeTheirs<T>(readAt: T, mine: T, theirs: T): T {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObject(readAt) && isObject(mine) && isObject(theirs))
    return Object.fromEntries(
      Object.keys({ ...theirs, ...mine }).map((k) => [k, mergeTheirs(readAt[k], mine[k], theirs[k])]),
    ) as T;
  return JSON.stringify(mine) === JSON.stringify(readAt) ? theirs : mine;
}

/** The clear choice after a 412: never overwrite silently. */
export function RecordChangedNotice({
  changes,
  removed,
  onLoadTheirs,
  onKeepEditing,
}: {
  changes: RecordChange[];
  /** the record was removed by someone else */
  removed?: boolean;
  onLoadTheirs: () => void;
  onKeepEditing: () => void;
}) {
  const t = useTranslations("Ui");
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <RefreshCw aria-hidden className="size-4" />
        {recordChangedMessage}
      </p>
      {removed ? (
        <p className="mt-1">{t("recordRemoved")}</p>
      ) : changes.length > 0 ? (
        <>
          <p className="mt-1">{t("theirVersion")}</p>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-0.5">
            {changes.map((change) => (
              <div key={change.label} className="contents">
                <dt className="font-medium">{change.label}</dt>
                <dd className="break-words">{change.blank ? t(change.blank) : change.theirs}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-1">{t("nothingVisibleChanged")}</p>
      )}
      <p className="mt-2">{t("loadOrKeep")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!removed && (
          <Button variant="primary" onClick={onLoadTheirs}>
            {t("loadTheirs")}
          </Button>
        )}
        <Button onClick={onKeepEditing}>{t("keepEditing")}</Button>
      </div>
    </div>
  );
}

/**
 * <RecordChangedNotice> for a react-hook-form over a versioned record (nothing while the record has
 * not moved on): "Load their changes" resets the form to theirs; "Keep editing" keeps the person's
 * changes on top of theirs (mergeTheirs). `comparable` words values for the change list.
 */
export function FormChangedNotice<R, V extends FieldValues>({
  version,
  readAt,
  valuesOf,
  form,
  labels,
  comparable = (values) => values,
}: {
  version: Pick<RecordVersion<R | null>, "newer" | "loadTheirs" | "keepEditing">;
  /** the record the form was read at */
  readAt: R;
  valuesOf: (record: R) => V;
  form: Pick<UseFormReturn<V>, "reset" | "getValues">;
  labels: Record<string, string>;
  comparable?: (values: V) => Record<string, unknown>;
}) {
  if (version.newer === undefined) return null;
  const { newer } = version;
  return (
    <RecordChangedNotice
      removed={newer === null}
      changes={newer ? changesBetween(comparable(valuesOf(readAt)), comparable(valuesOf(newer)), labels) : []}
      onLoadTheirs={() => {
        const theirs = version.loadTheirs();
        if (theirs) form.reset(valuesOf(theirs));
      }}
      onKeepEditing={() => {
        const mine = form.getValues();
        version.keepEditing();
        if (!newer) return;
        form.reset(valuesOf(newer));
        form.reset(mergeTheirs(valuesOf(readAt), mine, valuesOf(newer)), { keepDefaultValues: true });
      }}
    />
  );
}
