import { saidPattern, type SaidValues } from "./said";

/**
 * Reading a `said` message (lib/contract/said.ts): its key and values, and the message in words through a catalogue.
 * The server's (lib/contract/said-words.ts); the browser's `Said` (components/ui/catalogue.tsx) reads keys with a few
 * lines of its own, so that no page's first load carries this.
 */

/** The key and values of a `said` message, or undefined for any other text. */
export function readSaid(message: string): { key: string; values?: SaidValues } | undefined {
  const found = saidPattern.exec(message);
  if (!found) return undefined;
  if (!found[2]) return { key: found[1]! };
  try {
    const values: unknown = JSON.parse(found[2]);
    if (typeof values !== "object" || values === null || Array.isArray(values)) return undefined;
    return { key: found[1]!, values: values as SaidValues };
  } catch {
    return undefined;
  }
}

/**
 * A message in words through a catalogue's `format(key, values)` (undefined: no such message): a `said` message is
 * looked up (its values that are `said` themselves first), any other string is returned as it is.
 */
export function sayWith(message: string, format: (key: string, values?: SaidValues) => string | undefined): string {
  const found = readSaid(message);
  if (!found) return message;
  const values = found.values
    ? Object.fromEntries(
        Object.entries(found.values).map(([name, value]) => [
          name,
          typeof value === "string" ? sayWith(value, format) : value,
        ]),
      )
    : undefined;
  return format(found.key, values) ?? message;
}
