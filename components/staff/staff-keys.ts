/** The staff screens' query keys: the screens' hooks and the pages' server reads (app/(staff)/staff) share them. */
export const staffKeys = {
  all: ["staff"] as const,
  events: (filter: Record<string, string>) => ["staff", "sign-in-events", filter] as const,
  dataAccess: (filter: Record<string, string>) => ["staff", "data-access", filter] as const,
};
