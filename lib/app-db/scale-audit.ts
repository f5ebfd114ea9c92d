/**
 * The app's part of the scale dataset (`npm run -s platform -- seed --scale <factor>`, lib/cli): 1.0 million
 * staff_audit rows at factor 1, made in the platform's scale load's transaction (lib/platform/seed/scale.ts).
 */
import { auditActions } from "@frontdesk/lib/contract/staff";
import type { ScaleStep } from "@frontdesk/lib/platform/seed/scale";
import { any, otherMember, skewed, text } from "@frontdesk/lib/platform/seed/scale-sql";

/** The BFF's audit: reads and changes of special-category data over two years, oldest first. */
export const staffAuditScaleStep: ScaleStep = {
  name: "staff audit",
  schema: "frontdesk",
  table: "staff_audit",
  sql: (z, factor) => {
    const rows = Math.max(1, Math.round(1_000_000 * factor));
    return `
  INSERT INTO staff_audit (at, staff_id, member_id, action)
  SELECT now() - make_interval(secs => (${rows} - g) * (63072000.0 / ${rows})),
    ${any(text(["reception", "reception", "sales", "manager", "admin"]))}, ${otherMember(z)}, ${skewed(text(auditActions), 2)}
  FROM generate_series(1, ${rows}) g`;
  },
};
