import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "@/messages/en.json";
import { locales } from "./locales";
import { isSaid, said } from "./said";
import { readSaid, sayWith } from "./said-read";
import { catalogueMessage, inEnglish, problemIn, sayIn } from "./said-words";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { StaffWording } from "./problem";

/**
 * Every sentence lib/ says as a catalogue key (docs/decisions/026-words-from-lib.md) is in both catalogues with the
 * values it is given: walks every schema of the contract (each field left out and given each of a list of bad values)
 * and every wording of the words modules (each said with a made-up match), and says each key in English and Welsh.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./said-words.ts"], {
  eager: true,
});
const invalid: unknown[] = [null, "", "   ", "x".repeat(5000), -1, 0, 1.5, 99_999_999_999, "not valid", true, {}, []];

/** Every `said` message a value can produce, with where it came from. */
function saidOf(value: unknown): string[] {
  const found: string[] = [];
  const note = (message: string) => {
    if (isSaid(message)) found.push(message);
  };
  if (value instanceof z.ZodObject) {
    const cases = [{}, ...Object.keys(value.shape).flatMap((key) => invalid.map((bad) => ({ [key]: bad })))];
    for (const values of [...cases, ...invalid]) {
      const parsed = value.safeParse(values);
      if (!parsed.success) for (const issue of parsed.error.issues) note(issue.message);
    }
  } else if (value instanceof z.ZodType) {
    for (const bad of [undefined, ...invalid]) {
      const parsed = value.safeParse(bad);
      if (!parsed.success) for (const issue of parsed.error.issues) note(issue.message);
    }
  } else if (Array.isArray(value) && value.every((w) => w && typeof w === "object" && "match" in w && "say" in w)) {
    for (const wording of value as StaffWording[]) {
      const match = Object.assign(["x", "12", "34", "56", "78"], { index: 0, input: "x" }) as RegExpExecArray;
      note(typeof wording.say === "string" ? wording.say : wording.say(match));
    }
  } else if (typeof value === "string") note(value);
  else if (value && typeof value === "object" && !(value instanceof z.ZodType))
    for (const inner of Object.values(value)) if (typeof inner === "string") note(inner);
  return found;
}

const everySaid = [
  ...new Set(Object.values(modules).flatMap((exported) => Object.values(exported).flatMap((value) => saidOf(value)))),
];

/** The names of the arguments an ICU message takes (its plural and select forms' too), each once. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && "value" in element) found.add(element.value);
      if ("options" in element)
        for (const option of Object.values(element.options) as { value: MessageFormatElement[] }[]) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found];
}

/** Every key written out in the app's source (lib/, app/, components/), as a string or `said("...")`: the BFF's own problems too. */
function saidInSource(): string[] {
  const keys: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const found of fs.readFileSync(file, "utf8").matchAll(/["`]((?:Validation|Problems|Words)\.[\w.]+)["`(]/g))
          keys.push(found[1]!);
    }
  };
  for (const dir of ["lib", "app", "components"]) walk(path.resolve(dir));
  return [...new Set(keys)];
}

describe("lib's sentences as catalogue keys", () => {
  it.each(locales)("every key the source says is in the %s catalogue", (locale) => {
    const keys = saidInSource();
    expect(keys).toContain("Problems.signIn");
    const englishOf = (key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    const missing = keys.filter((key) => {
      const english = englishOf(key);
      if (typeof english !== "string") return true;
      // a number serves a plural's count and a plain argument alike
      const values = Object.fromEntries(argumentsOf(english).map((name) => [name, 1]));
      return catalogueMessage(locale, key, values) === undefined;
    });
    expect(missing).toEqual([]);
  });

  it("finds the contract's keys (the walk reaches the schemas and the words modules)", () => {
    expect(everySaid.length).toBeGreaterThan(50);
    expect(everySaid).toContain(said("Validation.staff.usernameRequired"));
  });

  it.each(locales)("every key a schema or a words module can say is in the %s catalogue, with its values", (locale) => {
    const missing = everySaid.filter((message) => {
      const { key, values } = readSaid(message)!;
      return catalogueMessage(locale, key, values) === undefined;
    });
    expect(missing).toEqual([]);
    // the values each key is given are the arguments its English message takes
    const differing = everySaid.flatMap((message) => {
      const { key, values = {} } = readSaid(message)!;
      const english = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
      const wanted = argumentsOf(english as string);
      return [...new Set(wanted)].sort().join() === Object.keys(values).sort().join() ? [] : [{ key, wanted, values }];
    });
    expect(differing).toEqual([]);
  });

  it("says a key in each language, its values and a value that is a key itself; other text as it is", () => {
    expect(inEnglish(said("Validation.staff.usernameRequired"))).toBe("Enter a username.");
    expect(sayIn("cy", said("Validation.staff.usernameRequired"))).toBe("Rhowch enw defnyddiwr.");
    expect(sayIn("cy", "cardToken is required.")).toBe("cardToken is required.");
    expect(sayIn("fr", said("Validation.staff.usernameRequired"))).toBe("Enter a username.");
    expect(sayWith(said("A.b", { n: said("C.d") }), () => "x")).toBe(said("A.b", { n: said("C.d") }));
    expect(
      sayWith(said("Words.a", { field: said("Words.b") }), (key, values) =>
        key === "Words.b" ? "the field" : `${key}:${values?.field}`,
      ),
    ).toBe("Words.a:the field");
    expect(readSaid("Validation.x {not json")).toBeUndefined();
    expect(readSaid("Enter a username.")).toBeUndefined();
  });

  it("says a problem's title, detail and field errors, leaving the platform's own words", () => {
    const p = problemIn("cy", {
      type: "about:blank",
      title: "Bad Request",
      status: 400,
      detail: said("Validation.staff.usernameRequired"),
      errors: {
        username: [said("Validation.staff.usernameRequired")],
        code: ["The field 'Code' is a mandatory field"],
      },
    });
    expect(p.detail).toBe("Rhowch enw defnyddiwr.");
    expect(p.errors).toEqual({
      username: ["Rhowch enw defnyddiwr."],
      code: ["The field 'Code' is a mandatory field"],
    });
  });
});
