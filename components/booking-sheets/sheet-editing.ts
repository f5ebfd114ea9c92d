import type { StoredException } from "@frontdesk/lib/contract/booking-sheets";
import type { PreviewBlock } from "./preview-block";
import type { BlockMoves } from "./sheet-blocks";
import type { DragSelection } from "./sheet-geometry";
import type { SheetChange } from "./use-last-change";

/**
 * What the sheet needs of its editor (the lazily loaded `SheetEditor`, sheet-editor.tsx, which holds the editing
 * hooks): whether a block is open, how the grid opens, drafts and moves blocks, the draft's blocks and clashes to
 * draw, and the last change to undo. A leaf module, so the editor and the screen that loads it share it.
 */
export interface SheetEditing {
  /** a block is being drafted or a stored schedule is open in the panel */
  open: boolean;
  startNew: (selection?: DragSelection) => void;
  onOpenSchedule: (exception: StoredException) => void;
  blockMoves: (exception: StoredException) => Pick<BlockMoves, "onAdjust" | "onCommit" | "onCancel">;
  changes: { last?: SheetChange; undoing: boolean; undo: () => void };
  blocks: PreviewBlock[];
  clashingBookingIds: Set<number>;
  clashingExceptionKeys: Set<string>;
}

/**
 * The sheet before its editor has arrived: nothing drafted, nothing to undo, and what someone does to a block
 * (New block, a drag, opening or moving one) handed to `defer`, to be done by the editor once it is there.
 */
export const editingBefore = (defer: (act: (editing: SheetEditing) => void) => void): SheetEditing => ({
  open: false,
  startNew: (selection) => defer((e) => e.startNew(selection)),
  onOpenSchedule: (exception) => defer((e) => e.onOpenSchedule(exception)),
  blockMoves: (exception) => ({
    onAdjust: (startBy, endBy) => defer((e) => e.blockMoves(exception).onAdjust(startBy, endBy)),
    onCommit: () => false, // nothing is moved yet
    onCancel: () => undefined,
  }),
  changes: { undoing: false, undo: () => undefined },
  blocks: [],
  clashingBookingIds: new Set(),
  clashingExceptionKeys: new Set(),
});
