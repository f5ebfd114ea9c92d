/**
 * An address line's longest text (the platform's columns), by field: the contract's address schema checks it and the
 * addresses form gives it to each input as its maxLength. Plain data (no zod), so the form can hold it at start-up.
 */
export const addressLimits = {
  addressLine1: 75,
  addressLine2: 75,
  addressLine3: 75,
  townCity: 75,
  region: 75,
  postalCode: 25,
  country: 25,
} as const;
export type AddressLineField = keyof typeof addressLimits;
