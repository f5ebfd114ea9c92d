import { sql } from "drizzle-orm";
import { memberFlagCodes, type MemberFlag } from "@frontdesk/lib/contract/members";
import { pgArray } from "../db/bulk";
import { rowsOf } from "../db/rows";
import { route } from "../http/route";
import * as declared from "./list-member-flags.schema";

type FlagRow = { memberId: number } & Record<MemberFlag, boolean>;

/**
 * One set-based read for a page of search results: every flag is an EXISTS probe on an
 * index led by the member id (medical conditions, wallet and card primary keys, booking_members'
 * (member_id, start_date_time), member_links' primary key and dependant index), so its cost grows with
 * the page, not with the number of members.
 */
export const listMemberFlags = route(declared.listMemberFlags, async (ctx) => {
  const { memberIds } = ctx.input.query;
  const rows = await rowsOf<FlagRow>(
    ctx.db,
    sql`SELECT m.id AS "memberId",
            EXISTS (SELECT 1 FROM member_medical_conditions c WHERE c.member_id = m.id) AS "medicalConditions",
            NOT m.privacy_policy_signed AS "privacyPolicyNotSigned",
            NOT EXISTS (SELECT 1 FROM wallets w JOIN wallet_cards wc ON wc.id = w.rcp_card_id AND wc.member_id = w.member_id
                         WHERE w.member_id = m.id AND w.rcp_provider_reference IS NOT NULL
                           AND wc.expiry_year * 12 + wc.expiry_month
                               >= extract(year FROM now() AT TIME ZONE 'UTC')::int * 12 + extract(month FROM now() AT TIME ZONE 'UTC')::int
                       ) AS "noValidPaymentCard",
            EXISTS (SELECT 1 FROM booking_members bm JOIN bookings b ON b.id = bm.booking_id
                     WHERE bm.member_id = m.id AND bm.start_date_time > now() AND bm.waiting AND NOT b.cancelled) AS "onWaitingList",
            EXISTS (SELECT 1 FROM member_links l WHERE l.guardian_id = m.id) AS "guardian",
            EXISTS (SELECT 1 FROM member_links l WHERE l.dependant_id = m.id) AS "dependant"
          FROM members m
          WHERE m.id = ANY(${pgArray(memberIds, "int")})`,
  );
  const byId = new Map(rows.map((r) => [Number(r.memberId), r]));
  const data = memberIds.flatMap((memberId) => {
    const row = byId.get(memberId);
    return row ? [{ memberId, flags: memberFlagCodes.filter((flag) => row[flag]) }] : [];
  });
  return ctx.answer(200, { data });
});
