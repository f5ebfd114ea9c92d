/**
 * A message of Frontdesk's own carried as its catalogue key (docs/decisions/026-words-from-lib.md): where lib/ makes a
 * sentence a person reads (a zod message, a words module's wording, a problem's detail), it writes
 * `said("Validation.staff.usernameRequired")` or `said("Words.members.holderNameTooLong", { max: 100 })` instead of
 * the English. The value is a plain string (zod, react-hook-form and problem+json carry it as any message), and it
 * becomes words where a person reads it: the BFF says a problem in the request's language before it answers
 * (`sayIn`, lib/contract/said-words.ts), the browser says a field's error or a failure in the page's
 * (`Said`, components/ui/catalogue.tsx). Any other string (the platform's own English) passes through unchanged.
 *
 * Pure and tiny: the browser's forms import it with their schemas, and the words stay in the catalogue.
 */
export type SaidValues = Record<string, string | number>;

/** The catalogue's namespaces lib/ speaks in, Validation, Problems and Words: each in the root layout's shared list. */
export const saidPattern = /^((?:Validation|Problems|Words)(?:\.[A-Za-z0-9_]+)+)(?: (\{.*\}))?$/s;

/** A message as its catalogue key and values (a value may itself be `said`: a field's name, said first). */
export const said = (key: string, values?: SaidValues): string => (values ? `${key} ${JSON.stringify(values)}` : key);

/** Whether a message is a `said` key (lib/contract/said-read.ts reads its key and values). */
export const isSaid = (message: string) => saidPattern.test(message);
