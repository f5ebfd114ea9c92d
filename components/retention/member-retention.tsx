"use client";

import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmRemoval } from "@/components/ui/confirm-removal";
import { FormFailure } from "@/components/ui/form-failure";
import { DialogCancel, ModalDialog } from "@/components/ui/modal-dialog";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { messageOf } from "@/lib/contract/problem";
import { legalHoldRequest, type LegalHold } from "@/lib/contract/retention";
import { formatDate, formatTimestamp } from "@/lib/venue/format";
import { useMemberRetention, usePlaceHold, useReleaseHold } from "./queries";
import { ruleNames } from "./rule-names";

/**
 * On a member's data rights: when their data falls due under the retention schedule, or the legal
 * hold that keeps it, and the manager's "keep" (a hold, with the reason) or its release. The line's
 * height is reserved, so nothing below moves when it arrives.
 */
export function MemberRetention({ memberId }: { memberId: number }) {
  const retention = useMemberRetention(memberId);
  const release = useReleaseHold(memberId);
  const data = retention.data;
  return (
    <div className="mt-3 flex min-h-10 flex-wrap items-center gap-x-3 gap-y-2 text-sm" aria-live="polite">
      <p className="min-w-0 flex-1">
        <span className="font-medium">Retention: </span>
        {retention.isPending
          ? "Working out when this member's data falls due…"
          : retention.isError
            ? `Not known just now (${messageOf(retention.error)}).`
            : data!.erased
              ? "This member's personal data has been erased."
              : data!.hold
                ? `Kept under a legal hold placed by ${data!.hold.placedBy} on ${formatTimestamp(data!.hold.placedAt)}: ${data!.hold.reason}`
                : data!.dueOn
                  ? `Due for anonymising on ${formatDate(data!.dueOn)} under the rule for ${ruleNames[data!.rule!].toLowerCase()}, if nothing more happens (a booking, a membership or contact moves it on).`
                  : "No retention rule applies (the rule is off)."}
      </p>
      {data && !data.erased && !data.hold && (
        <ModalDialog triggerLabel="Keep (legal hold)" title="Keep this member's data">
          {(close) => <HoldForm memberId={memberId} close={close} />}
        </ModalDialog>
      )}
      {data?.hold && (
        <ModalDialog triggerLabel="Release the hold" title="Release the legal hold?">
          {(close) => (
            <ConfirmRemoval
              actionLabel="Release the hold"
              removal={release}
              variables={undefined}
              done="Legal hold released"
              close={close}
            >
              The retention schedule will treat this member like any other from its next run.
            </ConfirmRemoval>
          )}
        </ModalDialog>
      )}
    </div>
  );
}

function HoldForm({ memberId, close }: { memberId: number; close: () => void }) {
  const place = usePlaceHold(memberId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: plainWordsResolver<{ reason: string }>(legalHoldRequest, []),
    defaultValues: { reason: "" },
  });
  const { onSubmit, failure } = useFormSubmit<{ reason: string }, LegalHold>({
    setError,
    fields: ["reason"],
    action: (body) => place.mutateAsync(body),
    success: "Legal hold placed: the schedule will keep this member's data",
    failure: "Could not place the hold",
    onSuccess: close,
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-3" noValidate>
      <FormFailure message={failure} />
      <TextAreaField
        label="Reason"
        hint="Why the data must be kept (a claim, an investigation, a request from the police)."
        rows={3}
        error={errors.reason?.message}
        {...register("reason")}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          Keep the data
        </Button>
        <DialogCancel onCancel={close} />
      </div>
    </form>
  );
}
