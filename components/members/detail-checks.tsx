"use client";

import { ClipboardCheck } from "lucide-react";
import type { DetailArea } from "@frontdesk/lib/contract/members";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@frontdesk/lib/venue/format";
import { useConfirmDetails, useDetailChecks } from "./queries";
import { useLocale, useTranslations } from "@/components/ui/catalogue";

/** "a, b and c" in the screen's language (`locale`: "en" or "cy"; English as in Britain, no serial comma). */
const listOf = (words: string[], locale: string) =>
  locale === "cy"
    ? // by hand: a browser without Welsh list data (Debian's Chromium) would say English "and"; Welsh has no comma
      // before it, and "ac" before a vowel, "a" otherwise
      words.length < 2
      ? words.join("")
      : `${words.slice(0, -1).join(", ")} ${/^[aeiouwyâêîôûŵŷ]/i.test(words.at(-1)!) ? "ac" : "a"} ${words.at(-1)}`
    : new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" }).format(words);

/**
 * Details that stay current: when the member's contact details, addresses and medical
 * details were last confirmed, and past the venue's months a prompt to check them with the member;
 * "Checked, still correct" records who confirmed them and when (no data changes).
 */
export function DetailChecks({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const locale = useLocale();
  const areaWords = (area: DetailArea) => t(`checks.area.${area}`);
  const areaLower = (area: DetailArea) => t(`checks.areaLower.${area}`);
  const checks = useDetailChecks(memberId);
  const confirm = useConfirmDetails(memberId);
  if (checks.isPending) return <LoadingState label={t("checks.loading")} />;
  if (checks.isError)
    return (
      <ErrorState title={t("checks.failed")} message={messageOf(checks.error)} onRetry={() => void checks.refetch()} />
    );
  const { areas, months } = checks.data;
  const due = areas.filter((a) => a.due);
  const dueWords = listOf(
    due.map((a, i) => (i === 0 ? areaWords(a.area) : areaLower(a.area))),
    locale,
  );
  const onConfirm = () =>
    confirm.mutate(
      { areas: due.map((a) => a.area) },
      {
        onSuccess: () => toast.success(t("checks.confirmed", { areas: dueWords })),
        onError: (error) => toast.error(t("checks.confirmFailed", { reason: messageOf(error) })),
      },
    );

  return (
    <section aria-labelledby="detail-checks-title" className="mt-6">
      <h2
        id="detail-checks-title"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        <ClipboardCheck aria-hidden className="size-4" />
        {t("checks.title")}
      </h2>
      {due.length > 0 && (
        <div className="mt-2 rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
          <p>
            {t("checks.due", {
              areas: listOf(
                due.map((a) => areaLower(a.area)),
                locale,
              ),
              months,
            })}
          </p>
          <Button className="mt-2" onClick={onConfirm} disabled={confirm.isPending}>
            {confirm.isPending ? t("checks.recording") : t("checks.stillCorrect")}
          </Button>
        </div>
      )}
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {areas.map((a) => (
          <div key={a.area}>
            <dt className="font-medium">{areaWords(a.area)}</dt>
            <dd className="text-slate-700 dark:text-slate-300">
              <time dateTime={a.lastConfirmedOn}>{formatDate(a.lastConfirmedOn)}</time>,{" "}
              {a.confirmedBy ? t(`checks.howBy.${a.how}`, { name: a.confirmedBy }) : t(`checks.how.${a.how}`)}
              {a.due ? (
                <span className="font-medium text-amber-800 dark:text-amber-200"> · {t("checks.dueMark")}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
