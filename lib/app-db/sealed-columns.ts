import type { SealedColumn } from "@frontdesk/lib/security/sealed-secrets";

/** The app's columns that hold sealed secrets (lib/security/sealed-secrets.ts). */
export const totpSecretColumn = {
  table: "frontdesk.staff_factors",
  idColumn: "id",
  column: "totp_secret",
  purpose: "frontdesk.staff_factors.totp_secret",
} as const satisfies SealedColumn;

export const appSealedColumns: readonly SealedColumn[] = [totpSecretColumn];
