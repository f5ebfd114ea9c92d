"use client";

import Link from "next/link";
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, useDrag } from "react-aria-components";
import { CalendarClock, GripVertical, ListTodo, Mail, MoreHorizontal, Pencil, Phone, UserRound } from "lucide-react";
import type { BoardItem } from "@/lib/contract/prospects";
import { relativeNextAction } from "./next-action";

/** The drag type of a board card: the card as JSON. */
export const cardDragType = "application/x-frontdesk-interaction";

export const boardColumns = [
  { status: 1, name: "active", label: "Active" },
  { status: 3, name: "overdue", label: "Overdue" },
  { status: 4, name: "unassigned", label: "Unassigned" },
  { status: 2, name: "completed", label: "Completed" },
] as const;

const typeIcons = { 0: Phone, 1: ListTodo, 2: CalendarClock } as const;
const typeLabels = { 0: "Call", 1: "Task", 2: "Appointment" } as const;
const priorityStyles: Record<number, [string, string]> = {
  1: ["Low", "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100"],
  2: ["Medium", "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50"],
  3: ["High", "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50"],
};

export const prospectName = (item: BoardItem) => `${item.member.firstName} ${item.member.lastName}`;

export function InteractionCard({
  item,
  now,
  nameRepeats,
  subTypeLabel,
  onEdit,
  onMove,
}: {
  item: BoardItem;
  now: number;
  /** another card on the board has this name: show who this one is */
  nameRepeats: boolean;
  subTypeLabel: string;
  onEdit: (item: BoardItem) => void;
  onMove: (item: BoardItem, to: number) => void;
}) {
  const name = prospectName(item);
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    hasDragButton: true,
    getItems: () => [{ [cardDragType]: JSON.stringify(item), "text/plain": name }],
    getAllowedDropOperations: () => ["move"],
  });
  const Icon = item.interactionType === null ? Mail : typeIcons[item.interactionType];
  const typeLabel = item.interactionType === null ? item.interactionTypeId.charAt(0) + item.interactionTypeId.slice(1).toLowerCase() : typeLabels[item.interactionType];
  const when = relativeNextAction(item.nextActionDate, now, item.interactionStatus === 2);
  const overdue = item.interactionStatus !== 2 && item.nextActionDate !== null && Date.parse(item.nextActionDate) < now;
  const priority = item.priority ? priorityStyles[item.priority] : undefined;

  return (
    <article
      {...dragProps}
      aria-label={`${typeLabel} with ${name}`}
      data-testid={`card-${item.id}`}
      className={`rounded-md border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900 ${isDragging ? "opacity-50" : ""}`}
    >
      <div className="flex items-start gap-2">
        <AriaButton
          {...dragButtonProps}
          aria-label={`Drag ${name}`}
          className="mt-0.5 cursor-grab rounded text-slate-500 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:text-slate-400"
        >
          <GripVertical aria-hidden className="size-4" />
        </AriaButton>
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-blue-700 dark:text-blue-400" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">
            <Link href={`/members/${item.memberId}`} className="rounded underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
              {name}
            </Link>
            {nameRepeats && <span className="ml-1 text-xs font-normal break-all text-slate-600 dark:text-slate-400">#{item.memberId}{item.member.email ? ` · ${item.member.email}` : ""}</span>}
          </p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            <span className="sr-only">{typeLabel}: </span>
            {subTypeLabel}
          </p>
        </div>
        <AriaButton
          aria-label={`Edit ${name}`}
          onPress={() => onEdit(item)}
          className="rounded p-1 text-slate-600 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Pencil aria-hidden className="size-4" />
        </AriaButton>
        <MenuTrigger>
          <AriaButton aria-label={`Move ${name} to`} className="rounded p-1 text-slate-600 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 dark:text-slate-300 dark:hover:bg-slate-800">
            <MoreHorizontal aria-hidden className="size-4" />
          </AriaButton>
          <Popover className="min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            <Menu aria-label={`Move ${name} to`} className="outline-none" onAction={(key) => onMove(item, Number(String(key).replace("move-", "")))}>
              {boardColumns
                .filter((c) => c.status !== item.interactionStatus)
                .map((c) => (
                  <MenuItem key={c.status} id={`move-${c.status}`} className="cursor-default rounded px-2 py-1.5 text-sm outline-none focus:bg-blue-50 dark:focus:bg-slate-800">
                    Move to {c.label}
                  </MenuItem>
                ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <time dateTime={item.nextActionDate ?? undefined} className={overdue ? "font-medium text-red-700 dark:text-red-400" : "text-slate-700 dark:text-slate-300"}>
          {when}
        </time>
        {item.member.phone && (
          <a href={`tel:${item.member.phone.replace(/[^\d+]/g, "")}`} aria-label={`Call ${name} on ${item.member.phone}`} className="flex items-center gap-1 text-blue-700 underline-offset-2 hover:underline dark:text-sky-400">
            <Phone aria-hidden className="size-3" />
            {item.member.phone}
          </a>
        )}
        {priority && <span className={`rounded px-1.5 py-0.5 font-medium ${priority[1]}`}>{priority[0]} priority</span>}
        <span className="flex items-center gap-1 text-slate-700 dark:text-slate-300">
          <UserRound aria-hidden className="size-3" />
          {item.scheduledWith ? <span>With {item.scheduledWith}</span> : <span>Nobody assigned</span>}
        </span>
      </div>
    </article>
  );
}
