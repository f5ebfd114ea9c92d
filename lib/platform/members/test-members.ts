/**
 * Test arrangement for the members area: each test creates the members it changes, so no test
 * touches the fixture role records another test reads.
 */
import { members, memberLinks } from "../db/schema";
import { database, token } from "../testing";

let sequence = 0;

export async function createMember(values: Partial<typeof members.$inferInsert> = {}): Promise<number> {
  const db = await database();
  sequence += 1;
  const [row] = await db
    .insert(members)
    .values({
      firstName: "Test",
      lastName: `Member${sequence}`,
      dateOfBirth: "1990-05-05",
      email: `test.member.${Date.now()}.${sequence}@example.com`,
      ...values,
    })
    .returning({ id: members.id });
  return row.id;
}

export async function link(guardianId: number, dependantId: number) {
  const db = await database();
  await db.insert(memberLinks).values({ guardianId, dependantId });
}

/** A token for the member with the given products and features (staff-style FOH/FOHGENERIC by default). */
export const memberToken = (memberId: number, products = ["FOH"], features = ["FOHGENERIC"], sub = "test-user") =>
  token({ products, features, memberId, sub });
