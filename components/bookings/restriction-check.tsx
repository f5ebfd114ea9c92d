"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { useState } from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { explainRestrictions } from "./restriction-words";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useActivities, useRestrictionCheck } from "./queries";
import { ActivitySelect } from "./activity-select";
import type { RestrictionCheck as Check } from "@frontdesk/lib/contract/bookings";

/** Pick an activity and read, in words, whether this member and someone who is not a member may book it, and why. */
export function RestrictionCheck({ memberId, memberName }: { memberId: number; memberName: string }) {
  const t = useTranslations("Bookings");
  const [activityId, setActivityId] = useState("");
  const activities = useActivities();
  const check = useRestrictionCheck(memberId, activityId);
  const activity = activities.data?.find((a) => a.activityId === activityId);
  return (
    <section aria-labelledby="restriction-title">
      <h2 id="restriction-title" className="text-lg font-semibold">
        {t("restriction.title")}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("restriction.intro", { name: memberName })}</p>
      <div className="mt-3 max-w-md">
        <ActivitySelect
          label={t("activity")}
          activities={activities.data}
          placeholder={activities.isPending ? t("activitiesLoading") : t("chooseActivity")}
          value={activityId}
          onChange={(e) => setActivityId(e.target.value)}
          disabled={!activities.data}
        />
        {activities.isError && (
          <p className="mt-1 text-sm text-red-700 dark:text-red-400">
            <Said text={messageOf(activities.error)} />
          </p>
        )}
      </div>
      <div className="mt-4" aria-live="polite">
        {activityId === "" ? null : check.isPending ? (
          <LoadingState label={t("restriction.checking")} />
        ) : check.isError ? (
          <ErrorState
            title={t("restriction.failed")}
            message={messageOf(check.error)}
            onRetry={() => void check.refetch()}
          />
        ) : (
          <Verdicts check={check.data} memberName={memberName} activityName={activity?.activityName ?? activityId} />
        )}
      </div>
    </section>
  );
}

function Verdicts({ check, memberName, activityName }: { check: Check; memberName: string; activityName: string }) {
  const t = useTranslations("Bookings");
  const { member, nonMember } = explainRestrictions(t, check, memberName, activityName);
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1">
      <Verdict title={t("restriction.thisMember")} {...member} />
      <Verdict title={t("restriction.notMember")} {...nonMember} />
    </div>
  );
}

function Verdict({ title, ok, headline, reason }: { title: string; ok: boolean; headline: string; reason: string }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <article
      aria-label={title}
      className={`rounded-lg border p-4 ${ok ? "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950" : "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950"}`}
    >
      <h3 className="text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">{title}</h3>
      <p className="mt-1 flex items-center gap-2 font-medium">
        <Icon
          aria-hidden
          className={`size-5 ${ok ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}`}
        />
        {headline}
      </p>
      <p className="mt-1 text-sm">{reason}</p>
    </article>
  );
}
