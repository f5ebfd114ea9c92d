import type { RetentionRuleKind } from "@/lib/contract/retention";

/** Each rule's name on screen and in the CSV's readers' words. */
export const ruleNames: Record<RetentionRuleKind, string> = {
  lapsedMembers: "Lapsed members",
  prospects: "Prospects who never joined",
  prospectInteractions: "Prospect interactions",
  signInEvents: "Staff sign-in events",
  visits: "Visits at the door",
  staffAudit: "Data-access audit",
  sentMessages: "Sent messages",
};
