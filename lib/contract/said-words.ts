/**
 * The server's side of `said` messages (lib/contract/said.ts): a message in a language, with the catalogues of
 * messages/*.json. The BFF says every problem it answers with it (lib/bff/route.ts), so the browser receives words.
 * Server code only: it holds both catalogues (a browser says messages with `Said`, components/ui/catalogue.tsx).
 */
import compile from "icu-minify/compile";
import format, { type CompiledMessage } from "icu-minify/format";
import en from "@/messages/en.json";
import cy from "@/messages/cy.json";
import { isLocale, type Locale } from "./locales";
import { sayWith } from "./said-read";
import type { SaidValues } from "./said";
import type { Problem } from "./problem";
import { icuFormatters } from "@frontdesk/lib/contract/icu-formatters";

type Tree = { [key: string]: unknown };
const catalogues: Record<Locale, Tree> = { en: en as Tree, cy: cy as Tree };

const compiled = new Map<string, CompiledMessage>();
/** The message at a dotted key, compiled once (a build may hand the JSON already compiled: an array, or plain text). */
function messageAt(locale: Locale, key: string): CompiledMessage | undefined {
  const cacheKey = `${locale}:${key}`;
  const held = compiled.get(cacheKey);
  if (held !== undefined) return held;
  let node: unknown = catalogues[locale];
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Tree)[part] : undefined;
  if (typeof node !== "string" && !Array.isArray(node)) return undefined;
  const message = typeof node === "string" ? compile(node) : (node as CompiledMessage);
  compiled.set(cacheKey, message);
  return message;
}

/** The catalogue's message at `key` in `locale`, or undefined when the catalogue has none. */
export function catalogueMessage(locale: Locale, key: string, values?: SaidValues): string | undefined {
  const message = messageAt(locale, key);
  if (message === undefined) return undefined;
  const text = format(message, locale, values, { formatters: icuFormatters });
  return Array.isArray(text) ? text.join("") : String(text);
}

/** A message in `locale`'s words: a `said` message from the catalogue, any other string unchanged. */
export const sayIn = (locale: string | null | undefined, message: string): string =>
  sayWith(message, (key, values) => catalogueMessage(isLocale(locale) ? locale : "en", key, values));

/** A message in English: what tests of lib/ compare with the texts staff read. */
export const inEnglish = (message: string) => sayIn("en", message);

/** A problem in `locale`'s words: its title, detail and field errors (`said` ones from the catalogue). */
export function problemIn(locale: string | null | undefined, p: Problem): Problem {
  const say = (message: string) => sayIn(locale, message);
  return {
    ...p,
    title: say(p.title),
    ...(p.detail !== undefined ? { detail: say(p.detail) } : {}),
    ...(p.errors
      ? { errors: Object.fromEntries(Object.entries(p.errors).map(([field, list]) => [field, list.map(say)])) }
      : {}),
  };
}
