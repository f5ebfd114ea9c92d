/**
 * What a process must hold once, however many copies of a module it has loaded (decision 024: Next loads a module
 * once per kind of entry, and the server's bundle holds its own): made by the first copy to ask, by name, and the
 * same value for every copy after. The only use of `globalThis` in the code base; anything not made here is per copy,
 * by intent.
 */
declare global {
  var __frontdeskProcessWide: Map<string, unknown> | undefined;
}

export function processWide<T>(name: string, create: () => T): T {
  // made on first use, not on import: a browser bundle that imports this module and never calls it (lib/venue) drops it
  const held = (globalThis.__frontdeskProcessWide ??= new Map<string, unknown>());
  if (!held.has(name)) held.set(name, create());
  return held.get(name) as T;
}
