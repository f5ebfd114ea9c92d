"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { toast } from "@/components/ui/toast";
import { BadgeCheck, CreditCard, ShieldQuestion, Trash2 } from "lucide-react";
import type { RecurringCard, WalletCard } from "@/lib/contract/members";
import { isRecordChanged, messageOf } from "@/lib/contract/problem";
import { recordChangedMessage, recordVersion } from "@/lib/contract/record-version";
import { RecordChangedNotice, changesBetween, useRecordVersion } from "@/components/ui/record-changed";
import { Button } from "@/components/ui/button";
import { DialogCancel, ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useRecurringCard } from "./queries";
import { FormFailure } from "@/components/ui/form-failure";
import { RecordFrame } from "./record-frame";
import { useDesignateCard, useRemoveCard, useWalletCards } from "./record-queries";
import { describeCard } from "./card-words";

// "Save a card" (react-hook-form, the contract's zod schema) loads while the wallet is read, not with the page.
const loadForm = () => import("./payment-card-form");
const SaveCardForm = dynamic(() => loadForm().then((m) => m.SaveCardForm), {
  ssr: false,
  loading: () => <LoadingState label="Loading the form" />,
});

/**
 * The member's recurring-payment card and wallet (endpoint 2). The verified flag is explained
 * in words: it says whether the payment provider gave a reference when the card was designated.
 */
const designatedCardRule = "The designated recurring payment card cannot be removed. Designate another card first.";

const expiry = (card: WalletCard) => `${String(card.expiryMonth).padStart(2, "0")}/${card.expiryYear}`;

export function PaymentCardScreen({ memberId }: { memberId: number }) {
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
      card: r?.rcpCardId == null ? "None" : card ? describeCard(card) : `Card #${r.rcpCardId}`,
      verified: r?.verified ?? false,
    };
  };
  return (
    <RecordFrame memberId={memberId} title="Payment card">
      {changed && recurring.data && (
        <div className="mb-6">
          <RecordChangedNotice
            changes={changesBetween(cardWords(changed.before), cardWords(recurring.data), {
              card: "Recurring-payment card",
              verified: "Verified",
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
              Recurring-payment card
            </h2>
            <div className="mt-3">
              {noWallet ? (
                <EmptyState>
                  No saved cards. The member&apos;s wallet is created when the first card is saved.
                </EmptyState>
              ) : recurring.isPending || wallet.isPending ? (
                <LoadingState label="Loading the card" />
              ) : recurring.isError ? (
                <ErrorState
                  title="Could not load the recurring card"
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
              Saved cards
            </h2>
            <div className="mt-3">
              {noWallet ? (
                <EmptyState>No saved cards yet.</EmptyState>
              ) : wallet.isPending ? (
                <LoadingState label="Loading saved cards" />
              ) : wallet.isError ? (
                <ErrorState
                  title="Could not load the saved cards"
                  message={messageOf(wallet.error)}
                  onRetry={() => void wallet.refetch()}
                />
              ) : cards.length === 0 ? (
                <EmptyState>No saved cards.</EmptyState>
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
            Save a card
          </h2>
          <SaveCardForm memberId={memberId} />
        </section>
      </div>
    </RecordFrame>
  );
}

function RecurringCardSummary({ recurring, cards }: { recurring: RecurringCard; cards: WalletCard[] }) {
  if (recurring.rcpCardId === null)
    return (
      <p className="text-sm">No card is designated for recurring payments. Designate one of the saved cards below.</p>
    );
  const card = cards.find((c) => String(c.cardID) === recurring.rcpCardId);
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <p className="flex items-center gap-2 font-medium">
        <CreditCard aria-hidden className="size-5" />
        {card ? `${describeCard(card)}, expires ${expiry(card)}` : `Card #${recurring.rcpCardId}`}
      </p>
      {recurring.verified ? (
        <p className="mt-2 flex gap-2 text-sm text-green-900 dark:text-green-200">
          <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Verified.</strong> The payment provider gave a reference for this card when it was designated, so
            recurring payments can be taken against it.
          </span>
        </p>
      ) : (
        <p className="mt-2 flex gap-2 text-sm text-amber-900 dark:text-amber-200">
          <ShieldQuestion aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Not verified.</strong> This card was designated without the payment provider confirming it (no
            provider reference was captured). Save or verify the card with the provider and designate it there to make
            it verified.
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
  const designate = useDesignateCard(memberId);
  const name = describeCard(card);
  const onDesignate = async () => {
    try {
      await designate.mutateAsync({ cardId: card.cardID, ifMatch: recordVersion(recurring) });
      toast.success(`${name} designated for recurring payments (not verified)`);
    } catch (error) {
      if (isRecordChanged(error)) {
        onChanged({ before: recurring }); // the write's settle re-reads the card: the notice shows theirs
        toast.warning(recordChangedMessage);
        return;
      }
      toast.error(`Could not designate ${name}: ${messageOf(error)}`);
    }
  };
  return (
    <li aria-label={name} className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div>
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {card.isDesignated && (
            <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-900 dark:text-blue-100">
              Designated
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Expires {expiry(card)}
          {card.holderName ? ` · ${card.holderName}` : ""}
        </p>
        {card.isDesignated && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{designatedCardRule}</p>}
      </div>
      <div className="flex gap-2">
        {!card.isDesignated && (
          <Button onClick={() => void onDesignate()} disabled={designate.isPending} aria-label={`Designate ${name}`}>
            {designate.isPending ? "Designating…" : "Designate"}
          </Button>
        )}
        {card.isDesignated ? (
          <Button disabled aria-label={`Remove ${name}`} title={designatedCardRule}>
            <Trash2 aria-hidden className="size-4" />
            Remove
          </Button>
        ) : (
          <ModalDialog
            triggerLabel="Remove"
            triggerIcon={<Trash2 aria-hidden className="size-4" />}
            triggerAccessibleLabel={`Remove ${name}`}
            title={`Remove ${name}?`}
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
  const [failure, setFailure] = useState<string>();
  const name = describeCard(card);
  const confirm = async () => {
    setFailure(undefined);
    try {
      await remove.mutateAsync({ cardId: card.cardID, ifMatch: version.ifMatch });
      toast.success(`${name} removed`);
      onDone();
    } catch (error) {
      if (isRecordChanged(error)) {
        // The re-read may show the card designated, which closes this dialog: say why in a toast too.
        toast.warning(`${recordChangedMessage} ${name} is shown as it is now.`);
        return void (await version.changed());
      }
      setFailure(messageOf(error));
      toast.error(`Could not remove ${name}: ${messageOf(error)}`);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm">The card will be removed from the member&apos;s wallet.</p>
      <FormFailure message={failure} />
      {version.newer !== undefined && (
        <RecordChangedNotice
          removed={version.newer === null}
          changes={
            version.newer ? changesBetween(cardFacts(version.readAt), cardFacts(version.newer), cardFactLabels) : []
          }
          onLoadTheirs={onDone}
          onKeepEditing={version.keepEditing}
        />
      )}
      <div className="flex justify-end gap-2">
        <DialogCancel onCancel={onDone} />
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? "Removing…" : "Remove card"}
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
const cardFactLabels = { designated: "Designated for recurring payments", expires: "Expires", holder: "Name on card" };
