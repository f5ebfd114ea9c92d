import { sql } from "drizzle-orm";
import type { MedicalCondition } from "@frontdesk/lib/contract/members";
import { rowsOf } from "../db/rows";
import { route } from "../http/route";
import { medicalMemberMissing } from "./medical-record";
import * as declared from "./get-medical-details.schema";

export const getMedicalDetails = route(declared.getMedicalDetails, async (ctx) => {
  const memberId = ctx.memberId;
  // one statement (a read the door makes at every scan): the member's existence, the conditions and the read's own
  // audit row, which a data-modifying WITH writes only where the member exists (atomic as a transaction would be)
  const [read] = await rowsOf<{ found: boolean; conditions: MedicalCondition[] }>(
    ctx.db,
    sql`WITH m AS (SELECT id FROM members WHERE id = ${memberId}),
      c AS (SELECT c.id, c.medical_condition_type_id AS "medicalConditionTypeId", t.name AS "medicalConditionType",
                   c.medical_note AS "medicalNote"
              FROM member_medical_conditions c JOIN medical_condition_types t ON t.id = c.medical_condition_type_id
             WHERE c.member_id = ${memberId}),
      audited AS (INSERT INTO audit_log (actor, action, entity_type, member_id, detail)
        SELECT ${ctx.claims.sub}, 'medical.read', 'member_medical_condition', m.id, (SELECT count(*) FROM c) || ' condition(s)'
          FROM m)
      SELECT EXISTS (SELECT 1 FROM m) AS found,
             coalesce((SELECT json_agg(c ORDER BY c.id) FROM c), '[]'::json) AS conditions`,
  );
  if (!read.found) throw medicalMemberMissing(memberId);
  return ctx.answer(200, { memberId, medicalConditions: read.conditions });
});
