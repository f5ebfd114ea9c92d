"use client";

import Link from "next/link";
import dynamic from "next/dynamic";
import { DoorOpen } from "lucide-react";
import { Said, useTranslations } from "@/components/ui/catalogue";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { LoadingState } from "@/components/ui/states";
import { GiveCardButton } from "./door-dialogs";
import { useMemberCards, useMemberVisits } from "./queries";

// a visit let in, undone or left at another desk (the door) shows here by itself; loaded after the page
const MemberVisitsLive = dynamic(() => import("./member-visits-live").then((m) => m.MemberVisitsLive), {
  ssr: false,
});

/**
 * The member overview's visits tile: their card on file (give or replace it here: the old number stops working at
 * once) and their last visits, newest first, undone ones marked, kept current with the door's. A venue platform without
 * visits says so in words.
 */
export function MemberVisitsTile({ memberId, name }: { memberId: number; name: string }) {
  const t = useTranslations("Door");
  const visits = useMemberVisits(memberId);
  const cards = useMemberCards(memberId);
  const card = cards.data?.find((c) => c.replacedAt === null);
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <MemberVisitsLive memberId={memberId} />
      <h3 className="flex items-center gap-2 font-semibold">
        <DoorOpen aria-hidden className="size-5" />
        {t("tile.title")}
      </h3>
      <div className="mt-2 flex-1 space-y-2 text-sm">
        {cards.isPending || visits.isPending ? (
          <LoadingState label={t("tile.loading")} />
        ) : cards.isError || visits.isError ? (
          <p className="text-red-800 dark:text-red-300">
            <Said text={messageOf(cards.error ?? visits.error)} />
          </p>
        ) : (
          <>
            <p>{card ? t("tile.card", { card: card.cardNumber }) : t("flag.noCardTitle")}</p>
            {visits.data.length === 0 ? (
              <p>{t("tile.noVisits")}</p>
            ) : (
              <ul aria-label={t("tile.lastVisits")} className="space-y-1">
                {visits.data.map((v) => (
                  <li key={v.visitId} className={v.undoneAt ? "text-slate-500 line-through dark:text-slate-400" : ""}>
                    {formatDateTime(v.visitedAt)} · {v.siteId} · {t(`method.${v.method}`)}
                    {v.undoneAt ? <span className="sr-only"> {t("tile.undone")}</span> : null}
                  </li>
                ))}
              </ul>
            )}
            <GiveCardButton memberId={memberId} name={name} current={card?.cardNumber ?? null} />
          </>
        )}
      </div>
      <Link
        href="/door"
        className="mt-3 self-start rounded text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-sky-400"
      >
        {t("tile.openDoor")}
      </Link>
    </article>
  );
}
