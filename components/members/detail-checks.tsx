"use client";

import { ClipboardCheck } from "lucide-react";
import type { DetailArea } from "@/lib/contract/members";
import { messageOf } from "@/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/lib/venue/format";
import { useConfirmDetails, useDetailChecks } from "./queries";

const areaWords: Record<DetailArea, string> = {
  contactDetails: "Contact details",
  addresses: "Addresses",
  medicalDetails: "Medical details",
};
const howWords = { joined: "as given when joining", checked: "checked", changed: "updated" } as const;

const listOf = (words: string[]) =>
  words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/**
 * Details that stay current: when the member's contact details, addresses and medical
 * details were last confirmed, and past the venue's months a prompt to check them with the member;
 * "Checked, still correct" records who confirmed them and when (no data changes).
 */
export function DetailChecks({ memberId }: { memberId: number }) {
  const checks = useDetailChecks(memberId);
  const confirm = useConfirmDetails(memberId);
  if (checks.isPending) return <LoadingState label="Loading when details were last confirmed" />;
  if (checks.isError)
    return (
      <ErrorState
        title="Could not load when details were last confirmed"
        message={messageOf(checks.error)}
        onRetry={() => void checks.refetch()}
      />
    );
  const { areas, months } = checks.data;
  const due = areas.filter((a) => a.due);
  const dueWords = listOf(due.map((a, i) => (i === 0 ? areaWords[a.area] : areaWords[a.area].toLowerCase())));
  const onConfirm = () =>
    confirm.mutate(
      { areas: due.map((a) => a.area) },
      {
        onSuccess: () => toast.success(`${dueWords} confirmed as still correct.`),
        onError: (error) => toast.error(`Could not record the check: ${messageOf(error)}`),
      },
    );

  return (
    <section aria-labelledby="detail-checks-title" className="mt-6">
      <h2
        id="detail-checks-title"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        <ClipboardCheck aria-hidden className="size-4" />
        Details last confirmed
      </h2>
      {due.length > 0 && (
        <div className="mt-2 rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
          <p>
            Please check {listOf(due.map((a) => areaWords[a.area].toLowerCase()))} with the member: last confirmed more
            than {months} {months === 1 ? "month" : "months"} ago.
          </p>
          <Button className="mt-2" onClick={onConfirm} disabled={confirm.isPending}>
            {confirm.isPending ? "Recording…" : "Checked, still correct"}
          </Button>
        </div>
      )}
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {areas.map((a) => (
          <div key={a.area}>
            <dt className="font-medium">{areaWords[a.area]}</dt>
            <dd className="text-slate-700 dark:text-slate-300">
              <time dateTime={a.lastConfirmedOn}>{formatDate(a.lastConfirmedOn)}</time>, {howWords[a.how]}
              {a.confirmedBy ? ` by ${a.confirmedBy}` : ""}
              {a.due ? (
                <span className="font-medium text-amber-800 dark:text-amber-200"> · due for a check</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
