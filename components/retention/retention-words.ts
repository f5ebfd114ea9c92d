import type { MemberRetention } from "@frontdesk/lib/contract/retention";
import type { Words } from "@/components/ui/catalogue";
import { formatDate, formatTimestamp } from "@frontdesk/lib/venue/format";
import { ruleName } from "./rule-names";

/**
 * The data-rights line on retention, in plain words (messages/*.json, Retention.line): erased, kept under a hold, not
 * due while the member is active (a membership running or a booking to come: the rule counts from when that ends),
 * due on a date (the rule's period after their last activity), or no rule (off). The period ("6 years") is the
 * system's, as it says it.
 */
export function retentionWords(t: Words, data: MemberRetention): string {
  if (data.erased) return t("line.erased");
  if (data.hold)
    return t("line.held", {
      name: data.hold.placedByName ?? data.hold.placedBy,
      at: formatTimestamp(data.hold.placedAt),
      reason: data.hold.reason,
    });
  if (!data.rule) return t("line.noRule");
  const rule = ruleName(t, data.rule).toLowerCase();
  if (data.active)
    return data.period ? t("line.activePeriod", { rule, period: data.period }) : t("line.active", { rule });
  if (!data.dueOn) return t("line.noRule");
  const due = formatDate(data.dueOn);
  if (!data.lastActivityOn) return t("line.due", { due, rule });
  const last = formatDate(data.lastActivityOn);
  return data.period
    ? t("line.dueSincePeriod", { due, rule, period: data.period, last })
    : t("line.dueSince", { due, rule, last });
}
