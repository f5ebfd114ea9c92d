"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useEffect, useRef, type ReactNode } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import {
  Button as AriaButton,
  DropZone,
  isTextDropItem,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  useDrag,
} from "react-aria-components";
import { CardIcon } from "./card-icons";
import type { BoardItem } from "@frontdesk/lib/contract/prospects";
import { cardEstimate, cardGap, cardOverscan, dropTargetClass, scrollListClass, type CardListProps } from "./card-list";
import { isCapped } from "@frontdesk/lib/venue/count";
import {
  boardColumns,
  CardView,
  cardDragType,
  cardFocusIds,
  gripClass,
  iconButtonClass,
  prospectName,
  type CardProps,
} from "./interaction-card";

/*
 * The board's drag and drop, "Move to" menus and virtualised columns, loaded after the board is
 * interactive (see ./board-upgrade): a card dragged by mouse, touch, keyboard or screen reader (its
 * grip starts a keyboard drag), each column a drop zone, each card's menu of the other columns, and
 * each column's list measured and virtualised by TanStack Virtual.
 */

/** A card, draggable to another column by its grip (keyboard) or by itself (mouse, touch), with its "Move to" menu. */
export function DraggableCard(props: CardProps) {
  const t = useTranslations("Prospects");
  const { item, onMove } = props;
  const name = prospectName(item);
  const ids = cardFocusIds(item);
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    hasDragButton: true,
    getItems: () => [{ [cardDragType]: JSON.stringify(item), "text/plain": name }],
    getAllowedDropOperations: () => ["move"],
  });
  return (
    <CardView
      {...props}
      articleProps={dragProps}
      isDragging={isDragging}
      grip={
        <AriaButton
          {...dragButtonProps}
          aria-label={t("card.drag", { name })}
          data-focus-id={ids.grip}
          className={gripClass}
        >
          <CardIcon name="grip" className="size-4" />
        </AriaButton>
      }
      move={
        <MenuTrigger>
          <AriaButton aria-label={t("card.moveTo", { name })} data-focus-id={ids.move} className={iconButtonClass}>
            <CardIcon name="move" className="size-4" />
          </AriaButton>
          <Popover className="min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            <Menu
              aria-label={t("card.moveTo", { name })}
              className="outline-none"
              onAction={(key) => onMove(item, Number(String(key).replace("move-", "")))}
            >
              {boardColumns
                .filter((c) => c.status !== item.interactionStatus)
                .map((c) => (
                  <MenuItem
                    key={c.status}
                    id={`move-${c.status}`}
                    className="cursor-default rounded px-2 py-1.5 text-sm outline-none focus:bg-blue-50 dark:focus:bg-slate-800"
                  >
                    {t("moveToColumn", { column: t(`column.${c.name}`) })}
                  </MenuItem>
                ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      }
    />
  );
}

/** A column's drop zone: a card dropped (or pasted) on it moves to the column. */
export function ColumnDropZone({
  status,
  label,
  onMove,
  className,
  children,
}: {
  status: number;
  label: string;
  onMove: (item: BoardItem, to: number) => void;
  className: string;
  children: ReactNode;
}) {
  const t = useTranslations("Prospects");
  return (
    <DropZone
      aria-label={t("moveToColumn", { column: label })}
      getDropOperation={(types) => (types.has(cardDragType) ? "move" : "cancel")}
      onDrop={async (event) => {
        const dropped = event.items.find(isTextDropItem);
        if (!dropped) return;
        const item = JSON.parse(await dropped.getText(cardDragType)) as BoardItem;
        if (item.interactionStatus !== status) onMove(item, status);
      }}
      className={({ isDropTarget }) => `${className} ${isDropTarget ? dropTargetClass : ""}`}
    >
      {children}
    </DropZone>
  );
}

/**
 * A column's virtualised list (only the cards in view are in the DOM, each measured, so thousands of
 * open interactions stay responsive), from where the plain list had been scrolled to.
 */
export function VirtualCardList({
  status,
  label,
  items,
  count,
  scrolledToRef,
  onLastIndex,
  renderCard,
  placeholder,
  footer,
}: CardListProps) {
  const t = useTranslations("Prospects");
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns fresh functions each render; the React Compiler skips memoizing this component, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cardEstimate,
    overscan: cardOverscan,
    gap: cardGap,
    initialOffset: () => scrolledToRef.current,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? -1;
  useEffect(() => onLastIndex(lastIndex), [lastIndex, onLastIndex]);
  return (
    <div
      ref={(element) => {
        scrollRef.current = element;
        // the upgrade re-creates the list: it opens where the plain list was scrolled to
        if (element && scrolledToRef.current && !element.scrollTop) element.scrollTop = scrolledToRef.current;
      }}
      onScroll={(e) => (scrolledToRef.current = e.currentTarget.scrollTop)}
      data-focus-id={`column-${status}-list`}
      className={scrollListClass}
      tabIndex={-1}
    >
      {placeholder ?? (
        <div
          role="list"
          aria-label={t("columnList", { column: label })}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualItems.map((row) => (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={count === undefined ? items.length : isCapped(count) ? -1 : count}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {renderCard(items[row.index])}
            </div>
          ))}
        </div>
      )}
      {footer}
    </div>
  );
}
