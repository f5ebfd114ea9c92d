/**
 * Intl's formatters for icu-minify's `format`, made once per locale and options (each costs far more than a format):
 * the browser's catalogue (components/ui/catalogue.tsx) and the server's (lib/contract/said-words.ts) share them.
 */
const made = new Map<string, unknown>();
const once = <T>(kind: string, make: () => T, ...args: unknown[]): T => {
  const key = `${kind}|${JSON.stringify(args)}`;
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
};

export const icuFormatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    once("date", () => new Intl.DateTimeFormat(...a), a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) =>
    once("number", () => new Intl.NumberFormat(...a), a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) =>
    once("plural", () => new Intl.PluralRules(...a), a),
};
