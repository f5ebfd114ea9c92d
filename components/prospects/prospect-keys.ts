/**
 * The prospects area's TanStack Query keys and the board's filters, apart from the hooks (a client module) so the
 * board's page rendered on the server fills the same cache entries (app/(staff)/server-reads.ts): no "use client".
 */

/** The board's filters, as the BFF takes them (empty = no filter). */
export interface BoardFilters {
  scheduledWith?: string;
  interactionType?: string;
  priority?: number;
  from?: string;
  to?: string;
}

export const prospectKeys = {
  all: ["prospects"] as const,
  board: ["prospects", "board"] as const,
  column: (filters: BoardFilters, status: number) => ["prospects", "board", filters, status] as const,
  catalogue: ["prospects", "catalogue"] as const,
  search: (text: string) => ["prospects", "search", text] as const,
  member: (memberId: number) => ["prospects", "member", memberId] as const,
};
