"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useForm } from "react-hook-form";
import { CreditCard } from "lucide-react";
import { FormFailure } from "@/components/ui/form-failure";
import { DialogSubmit } from "@/components/ui/modal-dialog";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { giveCardForm, type MemberCard } from "@frontdesk/lib/contract/visits";
import { useGiveCard } from "./queries";

/**
 * Give a member a card, or replace theirs (loaded when its dialog opens): the number is scanned into the field or
 * typed. The card they had stops working at once; a number another member holds, or one replaced before, is refused.
 */
export function GiveCardForm({
  memberId,
  name,
  current,
  close,
}: {
  memberId: number;
  name: string;
  current: string | null;
  close: () => void;
}) {
  const t = useTranslations("Door");
  const give = useGiveCard(memberId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ cardNumber: string }>({
    resolver: plainWordsResolver<{ cardNumber: string }>(giveCardForm, []),
    defaultValues: { cardNumber: "" },
  });
  const { onSubmit, failure } = useFormSubmit<{ cardNumber: string }, MemberCard>({
    setError,
    fields: ["cardNumber"],
    action: (values) => give.mutateAsync(values),
    success: (card) =>
      current
        ? t("cardReplaced", { name, card: card.cardNumber, old: current })
        : t("cardGiven", { name, card: card.cardNumber }),
    failure: t("giveCardFailed"),
    onSuccess: close,
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-3" noValidate>
      {current && <p className="text-sm">{t("cardStops", { card: current })}</p>}
      <FormFailure message={failure} />
      <TextField
        label={t("newCard")}
        hint={t("newCardHint")}
        autoComplete="off"
        autoFocus
        error={errors.cardNumber?.message}
        {...register("cardNumber")}
      />
      <DialogSubmit
        icon={<CreditCard aria-hidden className="size-4" />}
        label={current ? t("replaceCardSubmit") : t("giveCardSubmit")}
        busyLabel={t("saving")}
        busy={isSubmitting}
        onCancel={close}
      />
    </form>
  );
}
