/*
 * Turbopack loader for react-aria's `intlStrings.mjs` files: keeps its built-in strings (the hidden
 * labels and announcements such as "Next month" or "Dropped") in English only. Frontdesk's screens are
 * in English whatever the venue's date locale, and react-aria falls back to en-US for any other
 * locale; the 33 other languages were about 130 KiB of every page that loads the date pickers or the
 * board's drag and drop, parsed and evaluated as it loaded (react-aria's own optimize-locales-plugin
 * does the same for webpack and vite, which Next's Turbopack build cannot run).
 */
const otherLocale = String.raw`(?!en-US)[a-z]{2}-[A-Z]{2}`;
module.exports = function englishAriaStrings(source) {
  return source
    .replace(new RegExp(String.raw`^import \S+ from "[^"]*/${otherLocale}\.mjs";\n`, "gm"), "")
    .replace(new RegExp(String.raw`^\s*"${otherLocale}": \S+?,?\n`, "gm"), "");
};
