/**
 * What a process holds once, by name: the platform and its database, the app's database, the breakers, the caches,
 * the workers. A module is loaded once per process (lib/ is the package `@frontdesk/lib`, loaded by Node outside
 * Next's bundles: decision 030), so a module-level value would do as well; the registry is kept so that one place
 * lists the process's state and a test file can put it back (lib/testing/database-per-file.ts).
 */
const held = new Map<string, unknown>();

export function processWide<T>(name: string, create: () => T): T {
  if (!held.has(name)) held.set(name, create());
  return held.get(name) as T;
}

/** What is held under a name, made or not (for a test putting the process's state back). */
export const heldProcessWide = (name: string): unknown => held.get(name);
