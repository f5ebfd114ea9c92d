import type { MemberRetention } from "@/lib/contract/retention";
import { formatDate, formatTimestamp } from "@/lib/venue/format";
import { ruleNames } from "./rule-names";

/**
 * The data-rights line on retention, in plain words: erased, kept under a hold, not due while the member is active (a
 * membership running or a booking to come: the rule counts from when that ends), due on a date (the rule's period
 * after their last activity), or no rule (off).
 */
export function retentionWords(data: MemberRetention): string {
  if (data.erased) return "This member's personal data has been erased.";
  if (data.hold)
    return `Kept under a legal hold placed by ${data.hold.placedByName ?? data.hold.placedBy} on ${formatTimestamp(data.hold.placedAt)}: ${data.hold.reason}`;
  if (!data.rule) return "No retention rule applies (the rule is off).";
  const rule = `the rule for ${ruleNames[data.rule].toLowerCase()}`;
  const period = data.period ? `${data.period} after` : "after";
  if (data.active)
    return `Not due while they are active (a membership running or a booking to come): ${rule} applies ${period} their last activity, once that ends.`;
  if (!data.dueOn) return "No retention rule applies (the rule is off).";
  const since = data.lastActivityOn ? `: ${period} their last activity (${formatDate(data.lastActivityOn)})` : "";
  return `Due for anonymising on ${formatDate(data.dueOn)} under ${rule}${since}, unless they book, join or are contacted before then.`;
}
