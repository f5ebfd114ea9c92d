"use client";

import { useRef, useState, type DragEvent } from "react";
import type { BoardItem } from "@frontdesk/lib/contract/prospects";
import { cardDragType } from "./interaction-card";

const carriesCard = (event: DragEvent) => event.dataTransfer.types.includes(cardDragType);

/**
 * A plain column as a native drop target, until the upgrade's DropZone replaces it: a card dragged the
 * moment the board appears (the plain card is draggable from its first paint) moves when dropped here,
 * with the drop zone's highlight while it is over the column.
 */
export function usePlainDrop(status: number, onMove: (item: BoardItem, to: number) => void) {
  const [isDropTarget, setDropTarget] = useState(false);
  // dragenter and dragleave come from each child the pointer crosses: the column is left when they even out
  const depth = useRef(0);
  const props = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesCard(event)) return;
      depth.current += 1;
      setDropTarget(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!carriesCard(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDropTarget(false);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesCard(event)) return;
      event.preventDefault(); // accepts the drop
      event.dataTransfer.dropEffect = "move";
    },
    onDrop: (event: DragEvent) => {
      depth.current = 0;
      setDropTarget(false);
      if (!carriesCard(event)) return;
      event.preventDefault();
      const item = JSON.parse(event.dataTransfer.getData(cardDragType)) as BoardItem;
      if (item.interactionStatus !== status) onMove(item, status);
    },
  };
  return { isDropTarget, props };
}
