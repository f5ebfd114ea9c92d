/**
 * The message catalogue for a professional translator, and back: `npx tsx scripts/catalogue.ts export > cy.po` writes
 * every message as a gettext PO entry (msgctxt: the key, msgid: the English, msgstr: the Welsh, `#.`: the note from
 * i18n/context.json), which any translation tool (Poedit, Weblate, Lokalise) opens; `... import cy.po` takes the
 * translator's msgstr back into messages/cy.json, changing only the keys that exist, and refuses an entry whose ICU
 * arguments differ from the English (the messages test checks the rest).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Tree = { [key: string]: string | Tree };

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Tree;

/** Every message of a tree as [dotted key, text], in the file's order. */
export function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** A PO string: quoted, with backslashes, quotes, newlines and tabs escaped. */
const quote = (text: string) =>
  `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t")}"`;

export function toPo(english: Tree, welsh: Tree, notes: Tree): string {
  const cy = new Map(flatten(welsh));
  const note = new Map(flatten(notes));
  const entries = flatten(english).map(([key, text]) =>
    [
      ...(note.get(key) ? [`#. ${note.get(key)!.replace(/\n/g, " ")}`] : []),
      `msgctxt ${quote(key)}`,
      `msgid ${quote(text)}`,
      `msgstr ${quote(cy.get(key) ?? "")}`,
    ].join("\n"),
  );
  const header = [
    'msgid ""',
    'msgstr ""',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Language: cy\\n"',
    // Welsh's six plural forms, in gettext's terms (ICU's zero, one, two, few, many, other)
    '"Plural-Forms: nplurals=6; plural=(n==0) ? 0 : (n==1) ? 1 : (n==2) ? 2 : (n==3) ? 3 : (n==6) ? 4 : 5;\\n"',
  ].join("\n");
  return `# Frontdesk's messages, English to Welsh. ICU MessageFormat: keep {arguments} and plural forms as they are.\n${header}\n\n${entries.join("\n\n")}\n`;
}

/** Reads a PO string literal (and the continuation lines after it). */
const unquote = (literal: string) =>
  literal.slice(1, -1).replace(/\\(.)/g, (_, c: string) => ({ n: "\n", t: "\t", '"': '"', "\\": "\\" })[c] ?? c);

/** The translations in a PO file: msgctxt (the key) to msgstr, empty ones left out. */
export function fromPo(po: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const block of po.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let current: string | undefined;
    for (const line of block.split("\n")) {
      const start = /^(msgctxt|msgid|msgstr)\s+(".*")\s*$/.exec(line);
      if (start) {
        current = start[1];
        fields[current] = unquote(start[2]);
      } else if (current && /^".*"\s*$/.test(line.trim())) fields[current] += unquote(line.trim());
    }
    if (fields.msgctxt && fields.msgstr) found.set(fields.msgctxt, fields.msgstr);
  }
  return found;
}

/** The ICU arguments a message names (`{name}`, `{n, plural, ...}`), sorted: a translation must keep them. */
const argumentsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]))].sort().join(",");

/** Welsh with the PO's translations put in (existing keys only); the refusals say which key and why. */
export function withTranslations(english: Tree, welsh: Tree, translated: Map<string, string>) {
  const refused: string[] = [];
  const englishOf = new Map(flatten(english));
  const put = (tree: Tree, prefix: string): Tree =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => {
        const dotted = `${prefix}${key}`;
        if (typeof value !== "string") return [key, put(value, `${dotted}.`)];
        const next = translated.get(dotted);
        if (next === undefined || next === value) return [key, value];
        if (argumentsOf(next) !== argumentsOf(englishOf.get(dotted) ?? "")) {
          refused.push(`${dotted}: its {arguments} differ from the English`);
          return [key, value];
        }
        return [key, next];
      }),
    );
  const next = put(welsh, "");
  const unknown = [...translated.keys()].filter((key) => !englishOf.has(key));
  refused.push(...unknown.map((key) => `${key}: no such message`));
  return { welsh: next, refused };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [command, file] = process.argv.slice(2);
  const english = read("messages/en.json");
  const welsh = read("messages/cy.json");
  if (command === "export") {
    process.stdout.write(toPo(english, welsh, read("i18n/context.json")));
  } else if (command === "import" && file) {
    const { welsh: next, refused } = withTranslations(english, welsh, fromPo(readFileSync(file, "utf8")));
    writeFileSync(path.join(root, "messages/cy.json"), `${JSON.stringify(next, null, 2)}\n`);
    for (const line of refused) console.error(`not taken: ${line}`);
    console.error(`messages/cy.json updated; run npx vitest run lib/contract/messages.test.ts to check it.`);
    process.exitCode = refused.length ? 1 : 0;
  } else {
    console.error("usage: npx tsx scripts/catalogue.ts export > cy.po | import cy.po");
    process.exitCode = 2;
  }
}
