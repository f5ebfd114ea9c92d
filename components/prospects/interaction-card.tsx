"use client";

import { useTranslations, type Words } from "@/components/ui/catalogue";
import type { HTMLAttributes, ReactNode } from "react";
import Link from "next/link";
import type { BoardItem } from "@frontdesk/lib/contract/prospects";
import { relativeNextAction } from "./next-action";
import { CardIcon } from "./card-icons";

/** The drag type of a board card: the card as JSON. */
export const cardDragType = "application/x-frontdesk-interaction";

export const boardColumns = [
  { status: 1, name: "active" },
  { status: 3, name: "overdue" },
  { status: 4, name: "unassigned" },
  { status: 2, name: "completed" },
] as const;

/** A column's (an interaction status's) name in the screen's language (messages/*.json, Prospects.column); null: none. */
export const columnLabel = (t: Words, status: number | null) => {
  const column = boardColumns.find((c) => c.status === status);
  return column ? t(`column.${column.name}`) : null;
};

const typeIcons = { 0: "phone", 1: "task", 2: "appointment" } as const;
const typeKeys = { 0: "type.call", 1: "type.task", 2: "type.appointment" } as const;
const priorityStyles: Record<number, [string, string]> = {
  1: ["priority.low", "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100"],
  2: ["priority.medium", "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50"],
  3: ["priority.high", "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50"],
};

export const prospectName = (item: BoardItem) => `${item.member.firstName} ${item.member.lastName}`;

export interface CardProps {
  item: BoardItem;
  now: number;
  /** another card on the board has this name: show who this one is */
  nameRepeats: boolean;
  subTypeLabel: string;
  onEdit: (item: BoardItem) => void;
  onMove: (item: BoardItem, to: number) => void;
}

/** The ids by which the upgrade gives a card's focused control back (see ./board-upgrade). */
export const cardFocusIds = (item: BoardItem) => ({
  grip: `grip-${item.id}`,
  edit: `edit-${item.id}`,
  move: `move-${item.id}`,
  person: `person-${item.id}`,
  tel: `tel-${item.id}`,
});

export const gripClass =
  "mt-0.5 cursor-grab rounded text-slate-500 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:text-slate-400";
export const iconButtonClass =
  "rounded p-1 text-slate-600 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 dark:text-slate-300 dark:hover:bg-slate-800";

/**
 * What the plain card's native drag carries, as the upgrade's useDrag does: the card as JSON under
 * cardDragType (read by either kind of column's drop) and its name as text, to be moved (never copied).
 */
export function writeCardDrag(dataTransfer: DataTransfer, item: BoardItem) {
  dataTransfer.setData(cardDragType, JSON.stringify(item));
  dataTransfer.setData("text/plain", prospectName(item));
  dataTransfer.effectAllowed = "move";
}

/** What a card shows, plain or upgraded: the upgrade passes the drag props, the drag button and the menu. */
export function CardView({
  item,
  now,
  nameRepeats,
  subTypeLabel,
  onEdit,
  grip,
  move,
  articleProps,
  isDragging = false,
}: CardProps & { grip: ReactNode; move: ReactNode; articleProps?: HTMLAttributes<HTMLElement>; isDragging?: boolean }) {
  const t = useTranslations("Prospects");
  const name = prospectName(item);
  const ids = cardFocusIds(item);
  const icon = item.interactionType === null ? "mail" : typeIcons[item.interactionType];
  const typeLabel =
    item.interactionType === null
      ? item.interactionTypeId.charAt(0) + item.interactionTypeId.slice(1).toLowerCase()
      : t(typeKeys[item.interactionType]);
  const when = relativeNextAction(t, item.nextActionDate, now, item.interactionStatus === 2);
  const overdue = item.interactionStatus !== 2 && item.nextActionDate !== null && Date.parse(item.nextActionDate) < now;
  const priority = item.priority ? priorityStyles[item.priority] : undefined;

  return (
    <article
      {...articleProps}
      aria-label={t("card.label", { type: typeLabel, name })}
      data-testid={`card-${item.id}`}
      className={`rounded-md border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900 ${isDragging ? "opacity-50" : ""}`}
    >
      <div className="flex items-start gap-2">
        {grip}
        <CardIcon name={icon} className="mt-0.5 size-4 shrink-0 text-blue-700 dark:text-blue-400" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">
            <Link
              href={`/members/${item.memberId}`}
              prefetch={false}
              data-focus-id={ids.person}
              className="rounded underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
            >
              {name}
            </Link>
            {nameRepeats && (
              <span className="ml-1 text-xs font-normal break-all text-slate-600 dark:text-slate-400">
                #{item.memberId}
                {item.member.email ? ` · ${item.member.email}` : ""}
              </span>
            )}
          </p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            <span className="sr-only">{typeLabel}: </span>
            {subTypeLabel}
          </p>
        </div>
        <button
          type="button"
          aria-label={t("card.edit", { name })}
          data-focus-id={ids.edit}
          onClick={() => onEdit(item)}
          className={iconButtonClass}
        >
          <CardIcon name="edit" className="size-4" />
        </button>
        {move}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <time
          dateTime={item.nextActionDate ?? undefined}
          className={overdue ? "font-medium text-red-700 dark:text-red-400" : "text-slate-700 dark:text-slate-300"}
        >
          {when}
        </time>
        {item.member.phone && (
          <a
            href={`tel:${item.member.phone.replace(/[^\d+]/g, "")}`}
            data-focus-id={ids.tel}
            aria-label={t("card.call", { name, phone: item.member.phone })}
            className="flex items-center gap-1 text-blue-700 underline-offset-2 hover:underline dark:text-sky-400"
          >
            <CardIcon name="phone" className="size-3" />
            {item.member.phone}
          </a>
        )}
        {priority && (
          <span className={`rounded px-1.5 py-0.5 font-medium ${priority[1]}`}>
            {t("card.priority", { priority: t(priority[0]) })}
          </span>
        )}
        <span className="flex items-center gap-1 text-slate-700 dark:text-slate-300">
          <CardIcon name="person" className="size-3" />
          {item.scheduledWith ? (
            <span>{t("card.with", { name: item.scheduledWithName ?? item.scheduledWith })}</span>
          ) : (
            <span>{t("card.nobody")}</span>
          )}
        </span>
      </div>
    </article>
  );
}
