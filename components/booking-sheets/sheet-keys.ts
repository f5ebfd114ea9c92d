/**
 * The booking sheet's TanStack Query keys, apart from the hooks (a client module) so the page rendered on the server
 * fills the same cache entries (app/(staff)/server-reads.ts): no "use client" here.
 */
export const sheetKeys = {
  all: ["booking-sheets"] as const,
  /** the sites (the configuration's own key: its screens share the entry) */
  sites: ["configuration", "sites"] as const,
  sheet: (siteId: string, from: string, to: string) => ["booking-sheets", "sheet", siteId, from, to] as const,
  schedule: (scheduleId: string) => ["booking-sheets", "schedule", scheduleId] as const,
  preview: (request: unknown, scheduleId?: string) =>
    ["booking-sheets", "preview", scheduleId ?? "new", request] as const,
};
