"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { controlClass } from "@/components/ui/text-field";
import { CameraScan } from "./camera-scan";
import { DoorField } from "./door-field";
import { DoorResultPanel } from "./door-result";
import { useDoorSites } from "./queries";
import { useDoorScan } from "./use-door-scan";
import { WhoIsIn } from "./who-is-in";
import { useLiveQueries } from "@/components/live/use-live";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { readKey } from "@frontdesk/lib/api/read";

/** This desk's site, kept in the browser: a door PC or tablet stays at its door. */
const siteStorageKey = "frontdesk.door.site";
const storedSite = {
  subscribe: (changed: () => void) => {
    window.addEventListener("storage", changed);
    return () => window.removeEventListener("storage", changed);
  },
  read: () => window.localStorage.getItem(siteStorageKey) ?? "",
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The door: one field, always ready, for a scanner's number and Enter, a camera's code or a name picked from the
 * member finder; the result at once below it; and who is in today. A key pressed while nothing else has the focus
 * goes to the field (a scanner never types into the page), and every action gives the focus back to it.
 */
export function DoorScreen() {
  const t = useTranslations("Door");
  const sites = useDoorSites();
  const chosen = useSyncExternalStore(storedSite.subscribe, storedSite.read, () => "");
  const [picked, setPicked] = useState("");
  const all = sites.data?.sites ?? [];
  const known = (id: string) => all.some((s) => s.id === id);
  const siteId = [picked, chosen, sites.data?.homeSiteId ?? "", all[0]?.id ?? ""].find((id) => id && known(id)) ?? "";
  const siteField = useId();
  const field = useRef<HTMLInputElement>(null);
  const door = useDoorScan(siteId);
  const refocus = useCallback(() => setTimeout(() => field.current?.focus(), 0), []);
  // one connection for the screen: visits at this site (who is in) and its settings (whether it records leaving), and
  // the member shown (their status, card and booking suspension, changed at another desk); each reads again its own
  const shown = door.result?.memberId;
  const checkKey = shown === undefined ? [] : [readKey("visits", "doorCheck", { params: { memberId: shown } })];
  const live = useLiveQueries(
    siteId
      ? {
          [liveTopics.siteVisits(siteId)]: [["visits", "siteVisits"]],
          [liveTopics.site(siteId)]: [["visits", "doorSites"]],
          ...(shown === undefined
            ? {}
            : { [liveTopics.member(shown)]: checkKey, [liveTopics.memberPlaces(shown)]: checkKey }),
        }
      : {},
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector("[role=dialog]")) return;
      // a character (not Space, which presses the button in focus) is a scanner's or a person's: into the field
      if (event.key.length === 1 && event.key !== " ") field.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  if (sites.isPending) return <LoadingState label={t("loading")} />;
  if (sites.isError)
    return (
      <ErrorState title={t("unavailable")} message={messageOf(sites.error)} onRetry={() => void sites.refetch()} />
    );

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("intro")}</p>
        </div>
        <div>
          <label htmlFor={siteField} className="block text-sm font-medium">
            {t("site")}
          </label>
          <select
            id={siteField}
            value={siteId}
            onChange={(e) => {
              setPicked(e.target.value);
              window.localStorage.setItem(siteStorageKey, e.target.value);
            }}
            className={controlClass}
          >
            {all.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 space-y-2">
        <div className="max-w-xl">
          <DoorField
            inputRef={field}
            onCard={(text) => void door.scan(text)}
            onPick={(memberId) => {
              void door.pick(memberId);
              refocus();
            }}
          />
        </div>
        <CameraScan onCode={(code) => void door.scan(code)} onClosed={refocus} />
      </div>
      <DoorResultPanel result={door.result} letInAnyway={door.letInAnyway} undone={door.undone} refocus={refocus} />
      {siteId && (
        <WhoIsIn
          siteId={siteId}
          recordsLeaving={all.find((site) => site.id === siteId)?.recordsLeaving ?? false}
          refocus={refocus}
          live={live}
        />
      )}
    </div>
  );
}
