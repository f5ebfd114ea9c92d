"use client";

import { useState } from "react";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { memberWordings } from "@frontdesk/lib/contract/member-words";
import { Plus } from "lucide-react";
import { toast } from "@/components/ui/toast";
import type { SaveWalletCardRequest } from "@frontdesk/lib/contract/members";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { showFieldErrors } from "@/components/ui/field-errors";
import { FormFailure } from "@/components/ui/form-failure";
import { useSaveCard } from "./record-queries";
import { walletProvider } from "./member-keys";
import { describeCard } from "./card-words";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * The payment-card screen's "Save a card" form (loaded beside the wallet, not with the page: react-hook-form). Its
 * check, the contract's zod schema, loads when the form is first checked.
 */
const saveCardForm = () =>
  import("@frontdesk/lib/contract/members").then((m) =>
    m.saveWalletCardRequest.pick({ cardToken: true, holderName: true, designate: true }),
  );
type SaveCardValues = Pick<SaveWalletCardRequest, "cardToken" | "holderName" | "designate">;

export function SaveCardForm({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const save = useSaveCard(memberId);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm<SaveCardValues>(
    saveCardForm,
    { cardToken: "", holderName: "", designate: false },
    memberWordings,
  );
  useUnsavedChangesGuard(isDirty);

  const onSubmit = async (values: SaveCardValues) => {
    setFailure(undefined);
    try {
      const result = await save.mutateAsync({
        provider: walletProvider,
        cardToken: values.cardToken.trim(),
        holderName: values.holderName?.trim() || undefined,
        designate: values.designate,
      });
      toast.success(
        t(result.card.isDesignated ? "card.savedDesignated" : "card.saved", { card: describeCard(t, result.card) }),
      );
      reset();
    } catch (error) {
      if (!showFieldErrors(error, ["cardToken", "holderName"], setError))
        setError("cardToken", { type: "server", message: messageOf(error) });
      setFailure(undefined);
      toast.error(t("card.saveFailed", { reason: messageOf(error) }));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-3 space-y-4">
      <FormFailure message={failure} />
      <TextField
        label={t("card.token")}
        hint={t("card.tokenHint")}
        autoComplete="off"
        spellCheck={false}
        error={errors.cardToken?.message}
        {...register("cardToken")}
      />
      <TextField
        label={t("card.holderOptional")}
        autoComplete="off"
        error={errors.holderName?.message}
        {...register("holderName")}
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" {...register("designate")} />
        <span>{t("card.designateCheck")}</span>
      </label>
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        <Plus aria-hidden className="size-4" />
        {isSubmitting ? t("saving") : t("card.save")}
      </Button>
    </form>
  );
}
