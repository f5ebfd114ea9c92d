"use client";

import { Mail } from "lucide-react";
import { messageOf } from "@/lib/contract/problem";
import { formatDateTime } from "@/lib/venue/format";
import { LoadingState } from "@/components/ui/states";
import { MessageStateText } from "./message-parts";
import { useMemberMessages } from "./queries";

const shown = 3;

/**
 * The member overview's messages: the latest three emails sent to them and what became of each. Its
 * height is fixed (three rows), so nothing below moves when the list arrives.
 */
export function MemberMessages({ memberId }: { memberId: number }) {
  const messages = useMemberMessages(memberId);
  const rows = messages.data?.messages.slice(0, shown) ?? [];
  return (
    <section aria-labelledby="member-messages-title" className="mt-6">
      <h2
        id="member-messages-title"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        <Mail aria-hidden className="size-4" />
        Messages sent to them
      </h2>
      <div className="mt-2 h-36 overflow-hidden text-sm">
        {messages.isPending ? (
          <LoadingState label="Loading messages" />
        ) : messages.isError ? (
          <p className="text-red-800 dark:text-red-300">{messageOf(messages.error)}</p>
        ) : rows.length === 0 ? (
          <p>
            No messages sent yet.
            {!messages.data.mailConfigured && " Email is not set up on this server: messages would wait unsent."}
          </p>
        ) : (
          <ul className="space-y-2">
            {rows.map((m) => (
              <li key={m.id} className="h-10 truncate">
                <span className="font-medium">{m.subject ?? "(content erased)"}</span>{" "}
                <span className="text-slate-600 dark:text-slate-400">
                  {m.kind}, {formatDateTime(m.createdAt)}:
                </span>{" "}
                <MessageStateText message={{ ...m, lastError: null }} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
