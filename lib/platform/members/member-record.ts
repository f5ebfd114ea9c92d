import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { members } from "../db/schema";
import { z } from "zod";
import { PlatformError } from "../http/errors";
import { parseId } from "../http/input";
import type { InputParser } from "../http/route";
import { onceInReads } from "@frontdesk/lib/server/reads-together";

/** The spec's 404 for an unknown member on consent, addresses and the front-desk overview. */
export const memberNotFound = (memberId: number | string) =>
  PlatformError.text(404, `Member with ID ${memberId} does not exist`);

/**
 * The member row, or the given failure when there is no such member: every endpoint's existence
 * check, each with the status and message its spec names (404, 400 or 422).
 * An id that did not parse (undefined) is no member.
 */
export async function requireMember(
  db: Executor,
  memberId: number | undefined,
  failure: () => PlatformError = () => memberNotFound(memberId ?? ""),
) {
  const [member] =
    memberId === undefined ? [] : await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw failure();
  return member;
}

/**
 * Whether the member exists, read on `db` (the pool, never a transaction: the answer is kept for the reads made
 * together with this one, app/(staff)/server-reads.ts, where a page's member-scoped reads each ask it).
 */
export const memberExists = (db: Executor, memberId: number): Promise<boolean> =>
  onceInReads(`member ${memberId} exists`, async () => {
    const found = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).limit(1);
    return found.length > 0;
  });

/** For a read that needs the member to exist, not their row: the failure given when there is no such member. */
export async function requireMemberExists(
  db: Executor,
  memberId: number | undefined,
  failure: () => PlatformError = () => memberNotFound(memberId ?? ""),
) {
  if (memberId === undefined || !(await memberExists(db, memberId))) throw failure();
}

/**
 * The declared path of a route whose spec checks the member's existence before anything else
 * (404 wins over any 400): memberId (positive int32) must name a member, else the endpoint's failure.
 */
export const existingMemberPath = (failure: (raw: string) => PlatformError) =>
  ({
    schema: z.object({ memberId: z.int32().positive().describe("Member id") }),
    parse: async (params, ctx) => {
      const memberId = parseId(params.memberId);
      // the id alone: every member endpoint asks this first, and a page asks several of them (asked once for them)
      await requireMemberExists(ctx.db, memberId, () => failure(params.memberId));
      return { memberId: memberId! };
    },
  }) satisfies InputParser<Record<string, string>, { memberId: number }>;

/** The operator's age of consent. */
export const ageOfConsent = 16;

/** Whole years between a yyyy-MM-dd birth date and an instant (UTC calendar). */
export function ageAt(dateOfBirth: string, at: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number);
  let age = at.getUTCFullYear() - y;
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) age -= 1;
  return age;
}
