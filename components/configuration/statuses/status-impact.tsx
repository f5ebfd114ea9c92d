"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { messageOf } from "@/lib/contract/problem";
import { useStatusMemberCount } from "./queries";

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
  const count = useStatusMemberCount(statusId, true);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const holders =
    count.data === undefined
      ? undefined
      : `${count.data.memberCount} ${count.data.memberCount === 1 ? "member holds" : "members hold"}`;
  return (
    <div
      role="group"
      aria-labelledby="status-impact-heading"
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="status-impact-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Apply this change to everyone holding {statusId}?
      </h2>
      <p className="mt-1 text-sm" aria-live="polite">
        {count.isPending
          ? "Counting the members holding this status…"
          : count.error
            ? `The members could not be counted: ${messageOf(count.error)}`
            : `${holders} this status. The change applies to them at once: ${changes.join("; ")}.`}
      </p>
      <div className="mt-3 flex gap-2">
        <Button variant="primary" onClick={onConfirm} disabled={saving || count.isPending}>
          {count.data
            ? `Apply to ${count.data.memberCount} ${count.data.memberCount === 1 ? "member" : "members"}`
            : "Apply"}
        </Button>
        <Button onClick={onCancel}>Go back</Button>
      </div>
    </div>
  );
}
