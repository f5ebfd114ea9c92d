"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { mailNotSetUp } from "@frontdesk/lib/domain/messages";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { LoadingState } from "@/components/ui/states";
import { MessageStateText } from "./message-parts";
import { useMemberMessages } from "./queries";

const shown = 3;

/** The latest three messages to the member, inside the overview's fixed-height box (member-messages.tsx). */
export function MemberMessageRows({ memberId }: { memberId: number }) {
  const t = useTranslations("Messages");
  const messages = useMemberMessages(memberId);
  const rows = messages.data?.messages.slice(0, shown) ?? [];
  return messages.isPending ? (
    <LoadingState label={t("loading")} />
  ) : messages.isError ? (
    <p className="text-red-800 dark:text-red-300">
      <Said text={messageOf(messages.error)} />
    </p>
  ) : rows.length === 0 ? (
    <p>
      {t("noneSent")}
      {!messages.data.mailConfigured && ` ${t("wouldNotSend", { reason: mailNotSetUp })}`}
    </p>
  ) : (
    <ul className="space-y-2">
      {rows.map((m) => (
        <li key={m.id} className="h-10 truncate">
          <span className="font-medium">{m.subject ?? t("contentErased")}</span>{" "}
          <span className="text-slate-600 dark:text-slate-400">
            {m.kind}, {formatDateTime(m.createdAt)}:
          </span>{" "}
          <MessageStateText message={{ ...m, lastError: null }} mailConfigured={messages.data.mailConfigured} />
        </li>
      ))}
    </ul>
  );
}
