/**
 * A block of the draft schedule drawn on the sheet. A leaf of its own: the grids and the blocks they draw
 * (sheet-blocks.tsx) both name it, and sheet-grid imports sheet-blocks.
 */
export interface PreviewBlock {
  productId: string;
  date: string;
  from: string; // HH:mm
  to: string; // HH:mm (exclusive)
  state: "ok" | "clash" | "overlap";
}
