import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import en from "@/messages/en.json";
import cy from "@/messages/cy.json";
import context from "@/i18n/context.json";
import { locales } from "./locales";

/**
 * The catalogue's check: messages/en.json, messages/cy.json and their translator's notes
 * (i18n/context.json) hold the same keys, no message is empty, each parses as ICU, and each Welsh message takes
 * the same arguments (name and kind) as the English one. Plural arguments may differ in their forms (Welsh has six).
 */
type Tree = { [key: string]: string | Tree };

const flat = (tree: Tree, prefix = ""): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : [...flat(value, `${prefix}${key}.`)],
    ),
  );

const kinds: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: "text",
  [TYPE.number]: "number",
  [TYPE.date]: "date",
  [TYPE.time]: "time",
  [TYPE.select]: "select",
  [TYPE.plural]: "plural",
  [TYPE.tag]: "tag",
};

/** Each argument (and rich-text tag) a message takes, as "name:kind", sorted and once each. */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = kinds[element.type];
      if (kind && "value" in element) found.add(`${element.value}:${kind}`);
      if ("options" in element)
        for (const option of Object.values(element.options) as { value: MessageFormatElement[] }[]) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const catalogues = { en: flat(en), cy: flat(cy) } satisfies Record<(typeof locales)[number], Map<string, string>>;
const notes = flat(context);

describe("the message catalogue", () => {
  it.each(locales)("%s has every key the other language has, and no other", (locale) => {
    const other = locale === "en" ? catalogues.cy : catalogues.en;
    const own = catalogues[locale];
    expect(
      [...other.keys()].filter((key) => !own.has(key)),
      "missing",
    ).toEqual([]);
    expect(
      [...own.keys()].filter((key) => !other.has(key)),
      "extra",
    ).toEqual([]);
  });

  it("gives the translator a note for every key, and none for a key that is gone", () => {
    expect([...catalogues.en.keys()].filter((key) => !notes.get(key)?.trim())).toEqual([]);
    expect([...notes.keys()].filter((key) => !catalogues.en.has(key))).toEqual([]);
  });

  it.each(locales)("%s has no empty message", (locale) => {
    expect([...catalogues[locale]].filter(([, message]) => message.trim() === "").map(([key]) => key)).toEqual([]);
  });

  it("takes the same arguments in Welsh as in English, each of the same kind", () => {
    const differing = [...catalogues.en].flatMap(([key, english]) => {
      const welsh = catalogues.cy.get(key);
      if (welsh === undefined) return [];
      const [a, b] = [argumentsOf(english), argumentsOf(welsh)];
      return a.join() === b.join() ? [] : [{ key, en: a, cy: b }];
    });
    expect(differing).toEqual([]);
  });

  it("gives Welsh plurals a form for each of Welsh's plural categories", () => {
    const categories = new Intl.PluralRules("cy").resolvedOptions().pluralCategories;
    const missing = [...catalogues.cy].flatMap(([key, message]) => {
      const lacking: string[] = [];
      const walk = (elements: MessageFormatElement[]) => {
        for (const element of elements) {
          if (element.type === TYPE.plural && element.pluralType !== "ordinal")
            for (const category of categories) if (!(category in element.options)) lacking.push(category);
          if ("options" in element)
            for (const option of Object.values(element.options) as { value: MessageFormatElement[] }[])
              walk(option.value);
          if (element.type === TYPE.tag) walk(element.children);
        }
      };
      walk(parse(message));
      return lacking.length ? [{ key, lacking }] : [];
    });
    expect(missing).toEqual([]);
  });

  it("reads arguments as the check means them", () => {
    expect(argumentsOf("{count, plural, one {# visit} other {# visits}} at {time} <code>{key}</code>")).toEqual([
      "code:tag",
      "count:plural",
      "key:text",
      "time:text",
    ]);
    expect(argumentsOf("{n} {n, number}")).toEqual(["n:number", "n:text"]);
  });
});
