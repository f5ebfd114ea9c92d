/*
 * Turbopack loader for react-aria's `intlStrings.mjs` files: keeps its built-in strings (the hidden
 * labels and announcements such as "Next month" or "Dropped") in English only, plus our own Welsh.
 * react-aria falls back to en-US for any locale it does not hold; the 33 other languages were about
 * 130 KiB of every page that loads the date pickers or the board's drag and drop, parsed and evaluated
 * as it loaded (react-aria's own optimize-locales-plugin does the same for webpack and vite, which
 * Next's Turbopack build cannot run). react-aria ships no Welsh: where `i18n/aria/<module>.mjs` holds
 * a module's strings in Welsh, they join as its `cy-GB` (the locale Welsh screens give react-aria's
 * I18nProvider), in the same chunk as the English, so only the pages that load that module carry them.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader Turbopack runs */
const fs = require("node:fs");
const path = require("node:path");

const otherLocale = String.raw`(?!en-US)[a-z]{2}-[A-Z]{2}`;
const welshDir = path.resolve(__dirname, "../i18n/aria");

/** Our Welsh strings for the react-aria module at `resource`, if any: react-aria/dist/private/<module>/intlStrings.mjs. */
function welshFor(resource) {
  const parts = resource.split(path.sep);
  const at = parts.lastIndexOf("private");
  const name = parts[at - 2] === "react-aria-components" ? "components" : parts[at + 1];
  const file = path.join(welshDir, `${name}.mjs`);
  return at > 0 && name && name !== "intlStrings.mjs" && fs.existsSync(file) ? file : undefined;
}

module.exports = function englishAriaStrings(source) {
  const english = source
    .replace(new RegExp(String.raw`^import \S+ from "[^"]*/${otherLocale}\.mjs";\n`, "gm"), "")
    .replace(new RegExp(String.raw`^\s*"${otherLocale}": \S+?,?\n`, "gm"), "");
  const welsh = this && this.resourcePath ? welshFor(this.resourcePath) : undefined;
  if (!welsh) return english;
  const from = path.relative(path.dirname(this.resourcePath), welsh).split(path.sep).join("/");
  return `import $frontdeskWelsh from ${JSON.stringify(from.startsWith(".") ? from : `./${from}`)};\n${english.replace(
    /^(\s*)"en-US": (\S+?),?\n/m,
    (line, indent, name) => `${indent}"en-US": ${name},\n${indent}"cy-GB": $frontdeskWelsh,\n`,
  )}`;
};
