"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import format, { type CompiledMessage } from "icu-minify/format";
import { icuFormatters } from "@frontdesk/lib/contract/icu-formatters";

/**
 * The message catalogue in the browser (decision 023): the page's language and its messages, precompiled at build
 * time by next-intl's plugin (ICU to icu-minify's compact form), handed down by the root layout. Server components use
 * next-intl itself (`getTranslations`); client components use `useTranslations` here, which formats with icu-minify's
 * runtime (under 1 KiB) rather than next-intl's client (3.5 KiB more of every page's first load, over its budget).
 */
export type CatalogueTree = { [key: string]: CompiledMessage | CatalogueTree };
export type Words = (key: string, values?: Record<string, string | number>) => string;

const Catalogue = createContext<{ locale: string; messages: CatalogueTree }>({ locale: "en", messages: {} });

const isMessage = (node: CompiledMessage | CatalogueTree | undefined): node is CompiledMessage =>
  typeof node === "string" || Array.isArray(node);

/** The message at a dotted key, or undefined. */
function messageAt(tree: CatalogueTree, key: string): CompiledMessage | undefined {
  let node: CompiledMessage | CatalogueTree | undefined = tree;
  for (const part of key.split(".")) node = node && !isMessage(node) ? node[part] : undefined;
  return isMessage(node) ? node : undefined;
}

/** The message at a dotted key formatted with its values, or undefined. */
function formatAt(tree: CatalogueTree, locale: string, key: string, values?: Record<string, string | number>) {
  const message = messageAt(tree, key);
  if (message === undefined) return undefined;
  const text = format(message, locale, values, { formatters: icuFormatters });
  return Array.isArray(text) ? text.join("") : String(text);
}

export function CatalogueProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: CatalogueTree;
  children: ReactNode;
}) {
  // A page's own namespaces (components/ui/page-words.tsx) join the ones the layout handed down.
  const parent = useContext(Catalogue);
  const merged = parent.locale === locale ? { ...parent.messages, ...messages } : messages;
  return <Catalogue value={{ locale, messages: merged }}>{children}</Catalogue>;
}

/** The page's language: "en" or "cy". */
export const useLocale = () => useContext(Catalogue).locale;

/** `t(key, values)` for the messages under `namespace` (messages/*.json); a missing key shows as itself. */
export function useTranslations(namespace: string): Words {
  const { locale, messages } = useContext(Catalogue);
  return useCallback(
    (key, values) =>
      formatAt(messages, locale, `${namespace}.${key}`, saidValues(messages, locale, values)) ?? `${namespace}.${key}`,
    [locale, messages, namespace],
  );
}

/**
 * A message lib/ made, in the page's words (docs/decisions/026-words-from-lib.md): a `said` key (a zod message of the
 * contract, a words module's wording; its shape: lib/contract/said.ts) from the catalogue's shared namespaces, its
 * values that are keys said first; any other text (already words: the BFF says its problems in the request's
 * language) as it is. The field frame and the pickers show errors with it. Written out here, not imported from
 * lib/contract/said-read.ts, to keep every page's first load within its budget.
 */
export function Said({ text }: { text: string }) {
  const { locale, messages } = useContext(Catalogue);
  return say(messages, locale, text);
}

/** `Said` as a function, for a message that goes into an attribute or another message. */
export function useSay() {
  const { locale, messages } = useContext(Catalogue);
  return useCallback((text: string) => say(messages, locale, text), [locale, messages]);
}

function say(messages: CatalogueTree, locale: string, message: string): string {
  const found = /^((?:Validation|Problems|Words)(?:\.\w+)+)(?: (\{.*\}))?$/s.exec(message);
  if (!found) return message;
  try {
    const values = found[2] ? (JSON.parse(found[2]) as Record<string, string | number>) : undefined;
    return formatAt(messages, locale, found[1]!, saidValues(messages, locale, values)) ?? message;
  } catch {
    return message;
  }
}

/** A message's values with those that are `said` keys (a failure's reason, a field's name) said first. */
function saidValues(messages: CatalogueTree, locale: string, values?: Record<string, string | number>) {
  if (!values) return values;
  const out: Record<string, string | number> = {};
  for (const name in values) {
    const value = values[name]!;
    out[name] = typeof value === "string" ? say(messages, locale, value) : value;
  }
  return out;
}
