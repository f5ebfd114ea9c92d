"use client";

import { Said, useSay, useTranslations } from "@/components/ui/catalogue";
import { useState } from "react";
import { MessageLanguage } from "./message-language";
import Link from "next/link";
import { messageOf } from "@frontdesk/lib/contract/problem";
import type { OutboxMessage } from "@frontdesk/lib/contract/messages";
import { messageStates, messageStateLabel, type MessageState } from "@frontdesk/lib/domain/messages";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { Button } from "@/components/ui/button";
import { DataTable, Th } from "@/components/ui/data-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { MailNotSetUp, MessageStateText } from "./message-parts";
import { useMessages, useResendMessage } from "./queries";
import { TemplatePicksSection } from "./template-picks";

/** Managers read every message to members: state, reason, the text as the member reads it; a failed one goes again. */
export function MessagesScreen() {
  const t = useTranslations("Messages");
  const say = useSay();
  const [state, setState] = useState<MessageState | undefined>(undefined);
  const messages = useMessages(state);
  const rows = messages.data?.pages.flatMap((p) => p.messages) ?? [];
  const mailConfigured = messages.data?.pages[0]?.mailConfigured !== false;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{t("intro")}</p>
      <TemplatePicksSection />
      <h2 className="mb-2 text-lg font-semibold">{t("messages")}</h2>
      <div role="group" aria-label={t("show")} className="mb-4 flex flex-wrap gap-2">
        {[undefined, ...messageStates].map((s) => (
          <Button
            key={s ?? "all"}
            aria-pressed={state === s}
            variant={state === s ? "primary" : "secondary"}
            onClick={() => setState(s)}
          >
            {s ? <Said text={messageStateLabel[s]} /> : t("all")}
          </Button>
        ))}
      </div>
      {!mailConfigured && <MailNotSetUp />}
      <div className="mt-4">
        {messages.isPending ? (
          <LoadingState label={t("loading")} />
        ) : messages.isError ? (
          <ErrorState message={messageOf(messages.error)} onRetry={() => void messages.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState>
            {state ? t("noneIn", { state: say(messageStateLabel[state]).toLowerCase() }) : t("none")}
          </EmptyState>
        ) : (
          <>
            <DataTable
              caption={t("title")}
              head={
                <>
                  <Th>{t("col.queued")}</Th>
                  <Th>{t("col.member")}</Th>
                  <Th>{t("col.message")}</Th>
                  <Th last>{t("col.state")}</Th>
                </>
              }
            >
              {rows.map((m) => (
                <MessageRow key={m.id} message={m} mailConfigured={mailConfigured} />
              ))}
            </DataTable>
            {messages.hasNextPage && (
              <Button
                className="mt-4"
                disabled={messages.isFetchingNextPage}
                onClick={() => void messages.fetchNextPage()}
              >
                {messages.isFetchingNextPage ? t("loadingOlder") : t("showOlder")}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

export function MessageRow({ message, mailConfigured }: { message: OutboxMessage; mailConfigured: boolean }) {
  const t = useTranslations("Messages");
  const resend = useResendMessage();
  const send = () =>
    resend.mutate(message.id, {
      onSuccess: () => toast.success(t("requeued")),
      onError: (error) => toast.error(messageOf(error)),
    });
  return (
    <tr className="border-b border-slate-200 align-top dark:border-slate-800">
      <td className="py-3 pr-4 whitespace-nowrap">{formatDateTime(message.createdAt)}</td>
      <td className="py-3 pr-4">
        <Link
          href={`/members/${message.memberId}`}
          className="text-blue-700 underline-offset-2 hover:underline dark:text-sky-400"
        >
          #{message.memberId}
        </Link>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{message.recipient ?? t("dataErased")}</span>
      </td>
      <td className="py-3 pr-4">
        <span className="text-xs text-slate-600 uppercase dark:text-slate-400">{message.kind}</span>
        <MessageLanguage message={message} />
        {message.erased ? (
          <p>{t("contentErasedLong")}</p>
        ) : (
          <details>
            <summary className="cursor-pointer font-medium">{message.subject}</summary>
            <p className="mt-2 max-w-prose whitespace-pre-line">{message.bodyText}</p>
          </details>
        )}
      </td>
      <td className="py-3">
        <MessageStateText message={message} mailConfigured={mailConfigured} />
        {message.state === "failed" && !message.erased && (
          <Button
            className="mt-2"
            disabled={resend.isPending}
            onClick={send}
            // the name starts with the words it shows (WCAG 2.5.3), then says which message
            aria-label={t("sendAgainNamed", {
              id: message.id,
              to: message.recipient ?? t("memberNumbered", { id: message.memberId }),
            })}
          >
            {t("sendAgain")}
          </Button>
        )}
      </td>
    </tr>
  );
}
