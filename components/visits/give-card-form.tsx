"use client";

import { useForm } from "react-hook-form";
import { CreditCard } from "lucide-react";
import { FormFailure } from "@/components/ui/form-failure";
import { DialogSubmit } from "@/components/ui/modal-dialog";
import { plainWordsResolver } from "@/components/ui/plain-words-resolver";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { giveCardForm, type MemberCard } from "@/lib/contract/visits";
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
        ? `${name}'s new card ${card.cardNumber} is in use; card ${current} no longer works.`
        : `${name} now has card ${card.cardNumber}.`,
    failure: "Could not give the card",
    onSuccess: close,
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-3" noValidate>
      {current && (
        <p className="text-sm">
          Their card {current} stops working as soon as the new one is saved. Spaces and leading zeros are ignored.
        </p>
      )}
      <FormFailure message={failure} />
      <TextField
        label="New card number"
        hint="Scan the new card into this field, or type the number printed on it."
        autoComplete="off"
        autoFocus
        error={errors.cardNumber?.message}
        {...register("cardNumber")}
      />
      <DialogSubmit
        icon={<CreditCard aria-hidden className="size-4" />}
        label={current ? "Replace the card" : "Give the card"}
        busyLabel="Saving…"
        busy={isSubmitting}
        onCancel={close}
      />
    </form>
  );
}
