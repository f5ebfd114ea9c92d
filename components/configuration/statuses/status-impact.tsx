"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { useStatusMemberCount } from "./queries";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * The confirmation of a behaviour change: it applies at once to every member holding the status,
 * so it says how many they are before saving.
 */
export function StatusImpactConfirm({
  statusId,
  changes,
  saving,
  onConfirm,
  onCancel,
}: {
  statusId: string;
  /** the behaviour changes, in the desk's words ("Freeze subscriptions: on") */
  changes: string[];
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Configuration");
  const count = useStatusMemberCount(statusId, true);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby="status-impact-heading"
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="status-impact-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {t("statuses.impactHeading", { id: statusId })}
      </h2>
      <p className="mt-1 text-sm" aria-live="polite">
        {count.isPending
          ? t("statuses.counting")
          : count.error
            ? t("statuses.countFailed", { reason: messageOf(count.error) })
            : t("statuses.impact", { count: count.data?.memberCount ?? 0, changes: changes.join("; ") })}
      </p>
      <div className="mt-3 flex gap-2">
        <Button variant="primary" onClick={onConfirm} disabled={saving || count.isPending}>
          {count.data ? t("statuses.applyTo", { count: count.data.memberCount }) : t("statuses.apply")}
        </Button>
        <Button onClick={onCancel}>{t("statuses.goBack")}</Button>
      </div>
    </div>
  );
}
