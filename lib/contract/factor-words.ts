/** The kinds of second factor as staff read them; without zod, so a screen that only names them loads none. */
export const factorKinds = ["totp", "passkey"] as const;
export type FactorKind = (typeof factorKinds)[number];

export const factorKindLabels: Record<FactorKind, string> = {
  totp: "Authenticator app",
  passkey: "Passkey",
};
