"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { toast } from "@/components/ui/toast";
import { BadgeCheck, CreditCard, ShieldQuestion, Trash2 } from "lucide-react";
import type { RecurringCard, WalletCard } from "@frontdesk/lib/contract/members";
import { isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
import { recordChangedMessage, recordVersion } from "@frontdesk/lib/contract/record-version";
import { RecordChangedNotice, changesBetween, useRecordVersion } from "@/components/ui/record-changed";
import { Button } from "@/components/ui/button";
import { DialogCancel, ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useRecurringCard } from "./queries";
import { FormFailure } from "@/components/ui/form-failure";
import { RecordFrame } from "./record-frame";
import { useDesignateCard, useRemoveCard, useWalletCards } from "./record-queries";
import { describeCard } from "./card-words";
import { useTranslations, type Words } from "@/components/ui/catalogue";

// "Save a card" (react-hook-form, the contract's zod schema) loads while the wallet is read, not with the page.
const loadForm = () => import("./payment-card-form");
const SaveCardForm = dynamic(() => loadForm().then((m) => m.SaveCardForm), {
  ssr: false,
  loading: () => <FormLoading />,
});

function FormLoading() {
  return <LoadingState label={useTranslations("Members")("card.formLoading")} />;
}

/**
 * The member's recurring-payment card and wallet (endpoint 2). The verified flag is explained
 * in words: it says whether the payment provider gave a reference when the card was designated.
 */
const expiry = (card: WalletCard) => `${String(card.expiryMonth).padStart(2, "0")}/${card.expiryYear}`;

export function PaymentCardScreen({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const recurring = useRecurringCard(memberId);
  const wallet = useWalletCards(memberId);
  useEffect(() => void loadForm(), []);
  const noWallet = recurring.data?.wallet === false || wallet.data?.wallet === false;
  const cards = wallet.data?.data ?? [];
  // A designation refused because someone else changed the recurring card since this screen read it.
  const [changed, setChanged] = useState<{ before: RecurringCard | undefined }>();
  const cardWords = (r: RecurringCard | undefined) => {
    const card = cards.find((c) => String(c.cardID) === r?.rcpCardId);
    return {
      card: r?.rcpCardId == null ? t("none") : card ? describeCard(t, card) : t("card.numbered", { id: r.rcpCardId }),
      verified: r?.verified ?? false,
    };
  };
  return (
    <RecordFrame memberId={memberId} title={t("card.title")}>
      {changed && recurring.data && (
        <div className="mb-6">
          <RecordChangedNotice
            changes={changesBetween(cardWords(changed.before), cardWords(recurring.data), {
              card: t("card.recurring"),
              verified: t("card.verifiedLabel"),
            })}
            onLoadTheirs={() => setChanged(undefined)}
            onKeepEditing={() => setChanged(undefined)}
          />
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-8">
          <section aria-labelledby="recurring-title">
            <h2 id="recurring-title" className="text-lg font-semibold">
              {t("card.recurring")}
            </h2>
            <div className="mt-3">
              {noWallet ? (
                <EmptyState>{t("card.noWallet")}</EmptyState>
              ) : recurring.isPending || wallet.isPending ? (
                <LoadingState label={t("card.loading")} />
              ) : recurring.isError ? (
                <ErrorState
                  title={t("card.failed")}
                  message={messageOf(recurring.error)}
                  onRetry={() => void recurring.refetch()}
                />
              ) : (
                <RecurringCardSummary recurring={recurring.data} cards={cards} />
              )}
            </div>
          </section>
          <section aria-labelledby="wallet-title">
            <h2 id="wallet-title" className="text-lg font-semibold">
              {t("card.savedCards")}
            </h2>
            <div className="mt-3">
              {noWallet ? (
                <EmptyState>{t("tile.noCards")}</EmptyState>
              ) : wallet.isPending ? (
                <LoadingState label={t("card.walletLoading")} />
              ) : wallet.isError ? (
                <ErrorState
                  title={t("card.walletFailed")}
                  message={messageOf(wallet.error)}
                  onRetry={() => void wallet.refetch()}
                />
              ) : cards.length === 0 ? (
                <EmptyState>{t("card.noCards")}</EmptyState>
              ) : (
                <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                  {cards.map((card) => (
                    <CardRow
                      key={card.cardID}
                      memberId={memberId}
                      card={card}
                      recurring={recurring.data}
                      onChanged={setChanged}
                    />
                  ))}
                </ul>
              )}
            </div>
          </section>
        </div>
        <section
          aria-labelledby="add-card-title"
          className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <h2 id="add-card-title" className="text-lg font-semibold">
            {t("card.saveTitle")}
          </h2>
          <SaveCardForm memberId={memberId} />
        </section>
      </div>
    </RecordFrame>
  );
}

function RecurringCardSummary({ recurring, cards }: { recurring: RecurringCard; cards: WalletCard[] }) {
  const t = useTranslations("Members");
  if (recurring.rcpCardId === null) return <p className="text-sm">{t("card.noneDesignated")}</p>;
  const card = cards.find((c) => String(c.cardID) === recurring.rcpCardId);
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <p className="flex items-center gap-2 font-medium">
        <CreditCard aria-hidden className="size-5" />
        {card
          ? t("card.describeExpires", { card: describeCard(t, card), expiry: expiry(card) })
          : t("card.numbered", { id: recurring.rcpCardId })}
      </p>
      {recurring.verified ? (
        <p className="mt-2 flex gap-2 text-sm text-green-900 dark:text-green-200">
          <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{t("card.verified")}</strong> {t("card.verifiedText")}
          </span>
        </p>
      ) : (
        <p className="mt-2 flex gap-2 text-sm text-amber-900 dark:text-amber-200">
          <ShieldQuestion aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{t("card.notVerified")}</strong> {t("card.notVerifiedText")}
          </span>
        </p>
      )}
    </div>
  );
}

function CardRow({
  memberId,
  card,
  recurring,
  onChanged,
}: {
  memberId: number;
  card: WalletCard;
  /** the recurring card as this screen shows it: the version a designation builds on */
  recurring: RecurringCard | undefined;
  onChanged: (changed: { before: RecurringCard | undefined }) => void;
}) {
  const t = useTranslations("Members");
  const designate = useDesignateCard(memberId);
  const name = describeCard(t, card);
  const designatedCardRule = t("card.designatedRule");
  const onDesignate = async () => {
    try {
      await designate.mutateAsync({ cardId: card.cardID, ifMatch: recordVersion(recurring) });
      toast.success(t("card.designated", { card: name }));
    } catch (error) {
      if (isRecordChanged(error)) {
        onChanged({ before: recurring }); // the write's settle re-reads the card: the notice shows theirs
        toast.warning(recordChangedMessage);
        return;
      }
      toast.error(t("card.designateFailed", { card: name, reason: messageOf(error) }));
    }
  };
  return (
    <li aria-label={name} className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div>
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {card.isDesignated && (
            <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-900 dark:text-blue-100">
              {t("card.designatedBadge")}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("card.expires", { expiry: expiry(card) })}
          {card.holderName ? ` · ${card.holderName}` : ""}
        </p>
        {card.isDesignated && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{designatedCardRule}</p>}
      </div>
      <div className="flex gap-2">
        {!card.isDesignated && (
          <Button
            onClick={() => void onDesignate()}
            disabled={designate.isPending}
            aria-label={t("card.designateNamed", { card: name })}
          >
            {designate.isPending ? t("card.designating") : t("card.designate")}
          </Button>
        )}
        {card.isDesignated ? (
          <Button disabled aria-label={t("card.removeNamed", { card: name })} title={designatedCardRule}>
            <Trash2 aria-hidden className="size-4" />
            {t("card.remove")}
          </Button>
        ) : (
          <ModalDialog
            triggerLabel={t("card.remove")}
            triggerIcon={<Trash2 aria-hidden className="size-4" />}
            triggerAccessibleLabel={t("card.removeNamed", { card: name })}
            title={t("card.removeTitle", { card: name })}
          >
            {(close) => <RemoveCard memberId={memberId} card={card} onDone={close} />}
          </ModalDialog>
        )}
      </div>
    </li>
  );
}

function RemoveCard({ memberId, card, onDone }: { memberId: number; card: WalletCard; onDone: () => void }) {
  const remove = useRemoveCard(memberId);
  const wallet = useWalletCards(memberId);
  const version = useRecordVersion(
    card,
    async () => (await wallet.refetch()).data?.data.find((c) => c.cardID === card.cardID) ?? null,
  );
  const t = useTranslations("Members");
  const [failure, setFailure] = useState<string>();
  const name = describeCard(t, card);
  const confirm = async () => {
    setFailure(undefined);
    try {
      await remove.mutateAsync({ cardId: card.cardID, ifMatch: version.ifMatch });
      toast.success(t("card.removed", { card: name }));
      onDone();
    } catch (error) {
      if (isRecordChanged(error)) {
        // The re-read may show the card designated, which closes this dialog: say why in a toast too.
        toast.warning(`${recordChangedMessage} ${t("card.shownAsNow", { card: name })}`);
        return void (await version.changed());
      }
      setFailure(messageOf(error));
      toast.error(t("card.removeFailed", { card: name, reason: messageOf(error) }));
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm">{t("card.removeExplain")}</p>
      <FormFailure message={failure} />
      {version.newer !== undefined && (
        <RecordChangedNotice
          removed={version.newer === null}
          changes={
            version.newer ? changesBetween(cardFacts(version.readAt), cardFacts(version.newer), cardFactLabels(t)) : []
          }
          onLoadTheirs={onDone}
          onKeepEditing={version.keepEditing}
        />
      )}
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? t("card.removing") : t("card.removeCard")}
        </Button>
      </div>
    </div>
  );
}

const cardFacts = (card: WalletCard) => ({
  designated: card.isDesignated,
  expires: expiry(card),
  holder: card.holderName ?? "",
});
const cardFactLabels = (t: Words) => ({
  designated: t("card.factDesignated"),
  expires: t("card.factExpires"),
  holder: t("card.factHolder"),
});
