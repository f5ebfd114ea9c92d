import type { SealedColumn } from "@frontdesk/lib/security/sealed-secrets";
import { seal, unseal } from "@frontdesk/lib/security/sealed-secrets";

/** The platform's columns that hold sealed secrets (lib/security/sealed-secrets.ts): what it must read back. */
export const appSecretColumn = {
  table: "mobile_app_versions",
  idColumn: "id",
  column: "app_secret",
  purpose: "mobile_app_versions.app_secret",
} as const satisfies SealedColumn;

export const platformSealedColumns: readonly SealedColumn[] = [appSecretColumn];

/** A mobile-app version's signing secret as stored (sealed), and back. */
export const sealAppSecret = (plain: string) => seal(plain, appSecretColumn.purpose);
export const openAppSecret = (stored: string) => unseal(stored, appSecretColumn.purpose);
