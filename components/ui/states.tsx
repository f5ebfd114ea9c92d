"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { onlineManager, type UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle, CloudOff, Loader2 } from "lucide-react";
import { Said, useTranslations } from "@/components/ui/catalogue";
import { messageOf, referenceOf } from "@frontdesk/lib/contract/problem";

const isOnline = () => onlineManager.isOnline();
const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

/**
 * Generic loading, empty and error states: every screen shows one of these while it cannot show data. While the
 * venue platform cannot be reached (the banner: queries wait, components/shell/platform-banner.tsx), what is still
 * loading says so rather than turning for ever.
 */
export function LoadingState({ label }: { label?: string }) {
  const t = useTranslations("States");
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  if (!online)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <CloudOff aria-hidden className="size-4" />
        {t("platformNotReached")}
      </p>
    );
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <Loader2 aria-hidden className="size-4 animate-spin" />
      {label ?? t("loading")}…
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}

export function ErrorState({
  title,
  message,
  reference,
  onRetry,
}: {
  title?: string;
  message: string;
  /** the failed request's id, for staff to quote to their administrator */
  reference?: string;
  onRetry?: () => void;
}) {
  const t = useTranslations("States");
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle aria-hidden className="size-4" />
        {title ?? t("couldNotLoad")}
      </p>
      <p className="mt-1">
        <Said text={message} />
      </p>
      {reference && <p className="mt-1 text-xs">{t("reference", { reference })}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-2 rounded underline underline-offset-2">
          {t("tryAgain")}
        </button>
      )}
    </div>
  );
}

/** A query's loading state, its error (with Try again), else what `children` makes of its data. */
export function QueryState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** the loading state's label: "Loading campaigns" */
  loading: string;
  /** the error's title: "Could not load the campaigns" */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError)
    return (
      <ErrorState
        title={failed}
        message={messageOf(query.error)}
        reference={referenceOf(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}
