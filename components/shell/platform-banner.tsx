"use client";

import { useEffect, useState } from "react";
import { hashKey, onlineManager, useQuery, useQueryClient } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import { api } from "@frontdesk/lib/api/areas";
import { ProblemError } from "@frontdesk/lib/contract/problem";
import { useTranslations } from "@/components/ui/catalogue";
import { formatTime } from "@frontdesk/lib/venue/format";

/** The platform's state as the BFF's breaker has it (the one read the banner makes). */
const platformStatus = () => api.staff.read("platformStatus");
/** A BFF answer that may mean the platform stopped answering: ask the breaker's state at once. */
const mayBeUnreachable = (error: unknown) =>
  error instanceof ProblemError && (error.problem.status === 503 || error.problem.status === 504);

/**
 * The one banner of every staff screen while the venue platform cannot be reached. While it
 * shows, queries are paused (TanStack Query's offline mode), so each screen keeps what it had read and
 * says how old it is; writes still go to the BFF, which refuses them at once in words.
 */
export function PlatformBanner() {
  const t = useTranslations("Shell");
  const queryClient = useQueryClient();
  // Asked only once an answer hinted at it (a 503 or 504), so a page where all is well pays nothing for the banner.
  const [watching, setWatching] = useState(false);
  const { data: status } = useQuery({
    ...platformStatus(),
    enabled: watching,
    networkMode: "always",
    retry: false,
    staleTime: 0,
    // often while the platform is away, so the banner goes as soon as it is back
    refetchInterval: (query) => (query.state.data?.reachable === false ? 2_000 : false),
  });
  const unreachable = status?.reachable === false;

  useEffect(() => {
    const ask = (error: unknown) => {
      if (!mayBeUnreachable(error)) return;
      setWatching(true);
      void queryClient.invalidateQueries(platformStatus());
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && (event.action.type === "error" || event.action.type === "failed"))
        ask(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") ask(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  useEffect(() => {
    onlineManager.setOnline(!unreachable);
  }, [unreachable]);
  // back online when this screen is left (sign-out), whatever the last answer was
  useEffect(() => () => onlineManager.setOnline(true), []);

  if (!unreachable || !status.since) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 border-t border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-medium">{t("unreachable", { time: formatTime(status.since) })}</p>
        <ReadAge />
      </div>
    </div>
  );
}

/** How old the screen's data is: the oldest read among the queries on screen. */
function ReadAge() {
  const t = useTranslations("Shell");
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const ownHash = hashKey(platformStatus().queryKey); // the banner's own read is no screen's
  const reads = queryClient
    .getQueryCache()
    .findAll({ type: "active" })
    .filter((query) => query.queryHash !== ownHash && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  if (reads.length === 0) return null;
  const oldest = Math.min(...reads);
  const minutes = Math.max(0, Math.floor((now - oldest) / 60_000));
  return <p>{t("readAt", { time: formatTime(new Date(oldest)), minutes })}</p>;
}
