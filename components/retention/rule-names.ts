import type { RetentionRuleKind } from "@frontdesk/lib/contract/retention";
import type { Words } from "@/components/ui/catalogue";

/** Each rule's name on screen (messages/*.json, Retention.rule; `t`: `useTranslations("Retention")`). */
export const ruleName = (t: Words, kind: RetentionRuleKind) => t(`rule.${kind}`);
