/**
 * UK postcodes: a UK address's postcode must be a real postcode shape, stored upper
 * case with one space before the last three characters ("ls1 4ap" -> "LS1 4AP"). Other countries'
 * postcodes are free text. The platform takes any text (spec); the desk's BFF and form check this.
 */
const ukCountries = new Set([
  "",
  "uk",
  "u.k.",
  "united kingdom",
  "gb",
  "great britain",
  "britain",
  "england",
  "scotland",
  "wales",
  "northern ireland",
]);

/** An address is UK when its country says so or is left empty (the venue's own country). */
export const isUkCountry = (country: string | null | undefined) =>
  ukCountries.has((country ?? "").trim().toLowerCase().replace(/\s+/g, " "));

/** Outward code (area, district) then inward code (sector, unit); GIR 0AA is the one historic exception. */
const ukPostcodeShape = /^(?:[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}|GIR 0AA)$/;

/** "ls14ap" / " LS1  4AP " -> "LS1 4AP"; anything else comes back trimmed and upper case. */
export function normaliseUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.length >= 5 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export const isUkPostcode = (value: string) => ukPostcodeShape.test(normaliseUkPostcode(value));

const ukPostcodeMessage = "Enter a real UK postcode, for example LS1 4AP.";

/**
 * For a zod superRefine over addresses keyed address1/address2: a UK address's postcode must be
 * a real one (the error sits under that address's postcode field).
 */
export function refineUkPostcodes(
  value: Partial<Record<"address1" | "address2", { postalCode?: string; country?: string } | null | undefined>>,
  ctx: { addIssue: (issue: { code: "custom"; path: (string | number)[]; message: string }) => void },
) {
  for (const key of ["address1", "address2"] as const) {
    const address = value[key];
    const postcode = address?.postalCode?.trim();
    if (postcode && isUkCountry(address?.country) && !isUkPostcode(postcode))
      ctx.addIssue({ code: "custom", path: [key, "postalCode"], message: ukPostcodeMessage });
  }
}

/** A UK postcode as stored: upper case, one space; others as typed. */
export const storedPostcode = (postalCode: string, country: string | undefined) =>
  isUkCountry(country) && isUkPostcode(postalCode) ? normaliseUkPostcode(postalCode) : postalCode;
