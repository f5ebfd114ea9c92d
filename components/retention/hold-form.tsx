"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { legalHoldRequest, type LegalHold } from "@frontdesk/lib/contract/retention";
import { usePlaceHold } from "./queries";

/** A legal hold's reason, placed on the member (the member overview loads it when its dialog opens). */
export function HoldForm({ memberId, close }: { memberId: number; close: () => void }) {
  const t = useTranslations("Retention");
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
    success: t("member.placed"),
    failure: t("member.placeFailed"),
    onSuccess: close,
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-3" noValidate>
      <FormFailure message={failure} />
      <TextAreaField
        label={t("member.reason")}
        hint={t("member.reasonHint")}
        rows={3}
        error={errors.reason?.message}
        {...register("reason")}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {t("member.keepData")}
        </Button>
        <DialogCancel onCancel={close} />
      </div>
    </form>
  );
}
