import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { memberCards } from "../db/schema";
import { rowsOf } from "../db/rows";
import { memberIds, statusIds, type SeedSize } from "./ids";

/**
 * Members' cards for the door (the visits extension). Fixed numbers, so a demo or a test scans them: the named
 * members' own, one replaced card (its number refused in words), and a card each for the first filler member whose
 * status refuses entry and the first whose status is frozen (found by status, the same members on every seed).
 * No visits are seeded: a day's visits depend on the day.
 */
export const doorCards = {
  guardian: "700100101",
  dependant: "700100201",
  unlinked: "700100301",
  /** the unlinked member's first card, replaced by `unlinked` */
  replaced: "700100300",
  expired: "700199901",
  frozen: "700199902",
};

const issued = new Date("2024-01-05T09:00:00Z");

export async function seed(tx: Executor, _size: SeedSize) {
  const firstWith = async (statusId: string) =>
    (
      await rowsOf<{ id: number }>(
        tx,
        sql`SELECT min(id) AS id FROM members WHERE status_id = ${statusId} AND id >= 2000`,
      )
    )[0]?.id;
  const [expired, frozen] = [await firstWith(statusIds.expired), await firstWith(statusIds.frozen)];
  await tx.insert(memberCards).values([
    { cardNumber: doorCards.guardian, memberId: memberIds.guardian, issuedAt: issued },
    { cardNumber: doorCards.dependant, memberId: memberIds.dependant, issuedAt: issued },
    {
      cardNumber: doorCards.replaced,
      memberId: memberIds.unlinked,
      issuedAt: new Date("2023-03-01T09:00:00Z"),
      replacedAt: issued,
    },
    { cardNumber: doorCards.unlinked, memberId: memberIds.unlinked, issuedAt: issued },
    ...(expired ? [{ cardNumber: doorCards.expired, memberId: Number(expired), issuedAt: issued }] : []),
    ...(frozen ? [{ cardNumber: doorCards.frozen, memberId: Number(frozen), issuedAt: issued }] : []),
  ]);
}

export const fixtures = { doorCards };
