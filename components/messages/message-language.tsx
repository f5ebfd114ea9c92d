"use client";

import type { OutboxMessage } from "@frontdesk/lib/contract/messages";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * The language a message was written in; when that is not the member's own (the venue has no template of the kind in
 * their language), it says so, so a manager can add one.
 */
export function MessageLanguage({ message }: { message: Pick<OutboxMessage, "language" | "languageFallback"> }) {
  const t = useTranslations("MemberLanguage");
  return message.languageFallback ? (
    <span className="block text-xs text-amber-800 dark:text-amber-300">
      {t("fallback", { language: message.language })}
    </span>
  ) : (
    <span className="block text-xs text-slate-600 dark:text-slate-400">
      {t("messageLanguage", { language: message.language })}
    </span>
  );
}
