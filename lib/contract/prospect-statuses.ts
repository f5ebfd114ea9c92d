// Plain constants of the prospects contract, apart from its zod schemas (./prospects re-exports
// them), so the board's first load reads them without loading zod.

/** interactionStatus values (States: 1 active, 2 completed, 3 overdue, 4 unassigned). */
export const interactionStatuses = { active: 1, completed: 2, overdue: 3, unassigned: 4 } as const;
export type InteractionStatusName = keyof typeof interactionStatuses;

/** Cards per read of a board column. */
export const boardPageSize = 100;
/**
 * Cards per column in the board page's first read on the server: what the first view shows and a
 * little more, as that read travels in the page's HTML; the rest of a page follows when the browser is idle.
 */
export const boardFirstPageSize = 20;
