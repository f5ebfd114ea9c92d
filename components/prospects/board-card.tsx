"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { CardIcon } from "./card-icons";
import { loadBoardUpgrade, pressAfterUpgrade, type useBoardUpgrade } from "./board-upgrade";
import {
  CardView,
  cardFocusIds,
  gripClass,
  iconButtonClass,
  prospectName,
  writeCardDrag,
  type CardProps,
} from "./interaction-card";

/**
 * A card of the board. Until the drag and drop module has loaded (./board-upgrade) it is plain HTML: its
 * grip and "Move to" are plain buttons that load it and are pressed again once upgraded; then it is
 * the draggable card with its menu. A pointer drag needs no upgrade: the plain card is a native drag
 * source and the plain column a drop target (./plain-drop), so a drag begun the moment the board
 * appears lands, whether the upgrade arrives before the drop (its drop zone reads the same data) or not.
 */
export function InteractionCard({ upgrade, ...props }: CardProps & { upgrade: ReturnType<typeof useBoardUpgrade> }) {
  const t = useTranslations("Prospects");
  if (upgrade) return <upgrade.DraggableCard {...props} />;
  const name = prospectName(props.item);
  const ids = cardFocusIds(props.item);
  return (
    <CardView
      {...props}
      articleProps={{
        draggable: true,
        onDragStart: (e) => {
          writeCardDrag(e.dataTransfer, props.item);
          void loadBoardUpgrade();
        },
      }}
      grip={
        // A click with no pointer (detail 0) is a keyboard or screen reader asking for a keyboard drag (a mouse drags the card itself).
        <button
          type="button"
          aria-label={t("card.drag", { name })}
          data-focus-id={ids.grip}
          onClick={(e) => pressAfterUpgrade(ids.grip, e.detail === 0 && "keyboard")}
          className={gripClass}
        >
          <CardIcon name="grip" className="size-4" />
        </button>
      }
      move={
        <button
          type="button"
          aria-label={t("card.moveTo", { name })}
          aria-haspopup="menu"
          aria-expanded={false}
          data-focus-id={ids.move}
          onClick={(e) => pressAfterUpgrade(ids.move, e.detail === 0 ? "keyboard" : "pointer")}
          className={iconButtonClass}
        >
          <CardIcon name="move" className="size-4" />
        </button>
      }
    />
  );
}
