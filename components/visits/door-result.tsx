"use client";

import { useLocale, useTranslations } from "@/components/ui/catalogue";
import Link from "next/link";
import { AlertOctagon, CheckCircle2, CircleSlash, Clock, HelpCircle, Loader2, Undo2 } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import type { DoorCheck, Visit } from "@frontdesk/lib/contract/visits";
import { formatTime } from "@frontdesk/lib/venue/format";
import { ErrorState } from "@/components/ui/states";
import { MemberFlags } from "@/components/members/member-flags";
import { StatusBadge } from "@/components/members/status-badge";
import { doorFlags, type DoorFlag, type DoorWords } from "./door-flags";
import { GiveCardButton, LetInAnywayButton, UndoVisitButton } from "./door-dialogs";
import { useDoorCheck } from "./queries";
import type { DoorOutcome, DoorResult } from "./use-door-scan";

const tones = {
  green: "border-green-700 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950 dark:text-green-50",
  amber: "border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50",
  red: "border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50",
  slate: "border-slate-400 bg-slate-50 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100",
};

/** The outcome's headline: what happened at the door, in words and colour (never colour alone). */
function headlineOf(
  outcome: DoorOutcome,
  t: DoorWords,
): { tone: keyof typeof tones; text: string; Icon: typeof Clock } {
  switch (outcome.kind) {
    case "checking":
      return { tone: "slate", text: t("checking"), Icon: Loader2 };
    case "in":
      return {
        tone: "green",
        text: t(outcome.visit.method === "override" ? "letInAnywayAt" : "letInAt", {
          time: formatTime(outcome.visit.visitedAt),
        }),
        Icon: CheckCircle2,
      };
    case "alreadyIn":
      return { tone: "amber", text: t("alreadyIn", { time: formatTime(outcome.visit.visitedAt) }), Icon: Clock };
    case "refused":
      return { tone: "red", text: t("refused"), Icon: CircleSlash };
    case "undone":
      return { tone: "slate", text: t("undone"), Icon: Undo2 };
    case "unknownCard":
      return { tone: "red", text: t("unknownCard", { card: outcome.card }), Icon: HelpCircle };
    case "failed":
      return { tone: "red", text: t("failed"), Icon: AlertOctagon };
  }
}

/** What a screen reader hears after each action: the outcome, who, and what must be acted on now. */
function announcementOf(outcome: DoorOutcome, check: DoorCheck | undefined, t: DoorWords, locale: string): string {
  const head = headlineOf(outcome, t).text;
  if (outcome.kind === "checking") return "";
  if (outcome.kind === "unknownCard" || outcome.kind === "failed") return `${head}. ${outcome.message}`;
  if (!check) return `${head}.`;
  const urgent = doorFlags(check, t, locale).filter((f) => f.tone === "red");
  return [
    `${head}. ${t("announceMember", { name: `${check.firstName} ${check.lastName}`, id: check.memberId })}`,
    ...urgent.map((f) => `${f.title}: ${f.detail}`),
  ].join(" ");
}

const visitOf = (outcome: DoorOutcome): Visit | undefined =>
  outcome.kind === "in" || outcome.kind === "alreadyIn" ? outcome.visit : undefined;

/**
 * The door's result panel, at once after a scan or a pick: the outcome, the member (name, number, status in its own
 * colours, search's flags) and the flags that matter at the door in words, with what the desk can do next. Every
 * dialog gives the focus back to the door's field (`refocus`).
 */
export function DoorResultPanel({
  result,
  letInAnyway,
  undone,
  refocus,
}: {
  result: DoorResult | undefined;
  letInAnyway: (reason: string) => Promise<unknown>;
  undone: (visit: Visit) => void;
  refocus: () => void;
}) {
  const t = useTranslations("Door");
  const locale = useLocale();
  const check = useDoorCheck(result?.memberId);
  const outcome = result?.outcome;
  const head = outcome && headlineOf(outcome, t);
  return (
    <section aria-labelledby="door-result-title" className="mt-4 min-h-40">
      <h2 id="door-result-title" className="sr-only">
        {t("resultHeading")}
      </h2>
      <p role="status" aria-live="polite" className="sr-only">
        {outcome ? announcementOf(outcome, check.data, t, locale) : ""}
      </p>
      {!outcome || !head ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300">
          {t("resultEmpty")}
        </p>
      ) : (
        <div className={`rounded-lg border-2 p-4 ${tones[head.tone]}`} data-testid="door-result">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <head.Icon aria-hidden className={`size-5 ${outcome.kind === "checking" ? "animate-spin" : ""}`} />
            {head.text}
          </p>
          {(outcome.kind === "unknownCard" ||
            outcome.kind === "failed" ||
            // a refusal's own words, until the member's flags say it with what to do
            (outcome.kind === "refused" && !check.data)) && <p className="mt-1 text-sm">{outcome.message}</p>}
          {outcome.kind === "unknownCard" && <p className="mt-1 text-sm">{t("unknownCardHint")}</p>}
          {result?.memberId !== undefined &&
            (check.isError ? (
              <div className="mt-3">
                <ErrorState
                  title={t("couldNotCheck")}
                  message={messageOf(check.error)}
                  onRetry={() => void check.refetch()}
                />
              </div>
            ) : check.data ? (
              <MemberAtTheDoor
                check={check.data}
                outcome={outcome}
                letInAnyway={letInAnyway}
                undone={undone}
                refocus={refocus}
              />
            ) : null)}
        </div>
      )}
    </section>
  );
}

function MemberAtTheDoor({
  check,
  outcome,
  letInAnyway,
  undone,
  refocus,
}: {
  check: DoorCheck;
  outcome: DoorOutcome;
  letInAnyway: (reason: string) => Promise<unknown>;
  undone: (visit: Visit) => void;
  refocus: () => void;
}) {
  const t = useTranslations("Door");
  const locale = useLocale();
  const name = `${check.firstName} ${check.lastName}`;
  const flags = doorFlags(check, t, locale);
  const visit = visitOf(outcome);
  return (
    <div className="mt-3 rounded-md bg-white p-3 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-xl font-semibold">{name}</h3>
        <StatusBadge status={check.status} />
        <MemberFlags flags={check.flags} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("memberLine", { id: check.memberId })}
        {check.card ? ` · ${t("cardLine", { card: check.card.cardNumber })}` : ""}
      </p>
      {flags.length > 0 && (
        <ul aria-label={t("atTheDoor")} className="mt-3 space-y-2">
          {flags.map((flag) => (
            <FlagRow key={flag.key} flag={flag} />
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {outcome.kind === "refused" && !check.erased && (
          <LetInAnywayButton name={name} letIn={letInAnyway} onClosed={refocus} />
        )}
        {visit && !visit.undoneAt && <UndoVisitButton visit={visit} name={name} onUndone={undone} onClosed={refocus} />}
        {!check.erased && (
          <GiveCardButton
            memberId={check.memberId}
            name={name}
            current={check.card?.cardNumber ?? null}
            onClosed={refocus}
          />
        )}
        <Link
          href={`/members/${check.memberId}`}
          className="text-sm font-medium text-blue-700 underline underline-offset-2 dark:text-sky-400"
        >
          {t("openRecord", { name })}
        </Link>
      </div>
    </div>
  );
}

const flagTones = {
  red: "border-red-700 bg-red-50 dark:border-red-400 dark:bg-red-950",
  amber: "border-amber-700 bg-amber-50 dark:border-amber-400 dark:bg-amber-950",
  slate: "border-slate-400 bg-slate-50 dark:border-slate-500 dark:bg-slate-900",
};

function FlagRow({ flag }: { flag: DoorFlag }) {
  return (
    <li className={`rounded-md border-l-4 px-3 py-2 text-sm ${flagTones[flag.tone]}`}>
      <span className="font-semibold">{flag.title}.</span> {flag.detail}
    </li>
  );
}
