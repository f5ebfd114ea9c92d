import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { memberAddresses } from "../db/schema";
import type { Address, MemberAddresses } from "@frontdesk/lib/contract/members";

/** Gate of the addresses endpoints (endpoint 16). */
export const addressGate = { products: ["FOH", "CONSUMER"], features: ["ONLINEBOOK", "ONLINEJOIN", "FOHGENERIC"] };

/** address1 is the home address, address2 the work address. */
export const addressKinds = { address1: "home", address2: "work" } as const;

const toAddress = (row: typeof memberAddresses.$inferSelect): Address => ({
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  addressLine3: row.addressLine3,
  townCity: row.townCity,
  region: row.region,
  postalCode: row.postalCode,
  country: row.country,
  isPrimary: row.isPrimary,
});

export async function readAddresses(db: Executor, memberId: number): Promise<MemberAddresses> {
  const rows = await db.select().from(memberAddresses).where(eq(memberAddresses.memberId, memberId));
  const of = (kind: string) => rows.find((r) => r.kind === kind);
  const home = of(addressKinds.address1);
  const work = of(addressKinds.address2);
  return { memberId, address1: home ? toAddress(home) : null, address2: work ? toAddress(work) : null };
}
