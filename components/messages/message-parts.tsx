import type { OutboxMessage } from "@frontdesk/lib/contract/messages";
import { Said, useTranslations } from "@/components/ui/catalogue";
import { messageStateWords } from "@frontdesk/lib/domain/messages";
import { formatDateTime } from "@frontdesk/lib/venue/format";

/**
 * What became of a message, in words: sent when, waiting (and why, after a failed try), failed and why; a waiting
 * one, while email is not set up at this venue, says it will not be sent.
 */
export function MessageStateText({ message, mailConfigured }: { message: OutboxMessage; mailConfigured: boolean }) {
  const tone =
    message.state === "failed"
      ? "text-red-800 dark:text-red-300"
      : message.state === "sent"
        ? "text-green-800 dark:text-green-300"
        : "text-amber-800 dark:text-amber-300";
  return (
    <span>
      <span className={`font-medium ${tone}`}>
        <Said text={messageStateWords(message.state, mailConfigured)} />
        {message.state === "sent" && message.sentAt ? ` ${formatDateTime(message.sentAt)}` : ""}
      </span>
      {message.lastError && message.state !== "sent" && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">{message.lastError}</span>
      )}
    </span>
  );
}

/** The screens' notice while SMTP_URL is unset: messages are kept, not sent. */
export function MailNotSetUp() {
  const t = useTranslations("Messages");
  return (
    <p
      role="note"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {t("mailNotSetUp")}
    </p>
  );
}
