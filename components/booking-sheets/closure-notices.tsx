"use client";

import { Mail } from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@frontdesk/lib/api/areas";
import { messageOf } from "@frontdesk/lib/contract/problem";
import type { ClosureNotice } from "@frontdesk/lib/contract/messages";
import { messageStateWords } from "@frontdesk/lib/domain/messages";
import { said } from "@frontdesk/lib/contract/said";
import { Button } from "@/components/ui/button";
import { DataTable, Th } from "@/components/ui/data-table";
import { LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { followEmails } from "@/components/messages/follow-emails";
import { Said, useTranslations } from "@/components/ui/catalogue";

/** Who to call and on what number: the call list's phone, or that none is on file (catalogue keys: `Said` says them). */
const onTheirPhone = (phone: string | null) =>
  phone ? said("Words.closureNotices.onPhone", { phone }) : "Words.closureNotices.noPhone";

/** The sender's reason as a sentence (its words, e.g. "The mail server refused it: 550 ...", end without a stop). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * A member's line in "Who was emailed": the message's state, or (not emailed, the email failed, or email not set
 * up at this venue, so it will not be sent) that staff call them, on the number the call list has. A catalogue key
 * and its values (lib/contract/said.ts), said in the screen's language where it shows.
 */
export function noticeWords(r: ClosureNotice): string {
  const call = onTheirPhone(r.phone);
  if (r.state === "not emailed") return said("Words.closureNotices.notEmailed", { call });
  if (r.state === "failed")
    return said("Words.closureNotices.failed", {
      reason: r.detail ? sentence(r.detail) : "Words.closureNotices.notSent",
      call,
    });
  if (r.state === "waiting" && !r.mailConfigured) return said("Words.closureNotices.willNotBeSent", { call });
  return messageStateWords(r.state, r.mailConfigured);
}

/** The toast once notices are asked for: how many were emailed and who still needs a call (email not set up: all). */
export function emailedWords(rows: ClosureNotice[]): { call: boolean; text: string } {
  const queued = rows.filter((r) => r.state !== "not emailed").length;
  const toCall = rows.length - queued;
  if (rows.some((r) => r.state === "waiting" && !r.mailConfigured))
    return { call: true, text: said("Words.closureNotices.nobodyEmailed", { count: queued }) };
  return {
    call: false,
    text: toCall
      ? said("Words.closureNotices.emailedSomeToCall", { count: queued, toCall })
      : said("Words.closureNotices.emailed", { count: queued }),
  };
}

/**
 * The call list's emails: "Email the members affected" queues each member's notice for their own
 * booking; the table then shows who was emailed (and what became of each message) and who still needs a call.
 */
export function ClosureNotices({ bookingIds }: { bookingIds: number[] }) {
  const t = useTranslations("BookingSheets");
  const client = useQueryClient();
  const read = api.messages.read("closureNotices", { query: { bookingIds: bookingIds.join(",") } });
  const notices = useQuery({
    ...read,
    enabled: bookingIds.length > 0,
    // the notices' states follow their emails while one waits to be sent (and will be)
    refetchInterval: followEmails((rows: ClosureNotice[]) =>
      rows.some((r) => r.state === "waiting" && r.mailConfigured),
    ),
  });
  const email = useMutation({
    mutationFn: () => api.messages.call("emailMembersAffected", { body: { bookingIds } }),
    onSuccess: (rows) => {
      client.setQueryData(read.queryKey, rows);
      const told = emailedWords(rows);
      if (told.call) toast.warning(told.text, { duration: 15_000 });
      else toast.success(told.text);
    },
    onError: (error) => toast.error(t("notices.nothingSent", { reason: messageOf(error) })),
  });
  const rows = notices.data ?? [];
  return (
    <section aria-labelledby="closure-notices-title" className="mt-4">
      <h3 id="closure-notices-title" className="font-semibold">
        {t("notices.title")}
      </h3>
      <Button className="mt-2" variant="primary" disabled={email.isPending} onClick={() => email.mutate()}>
        <Mail aria-hidden className="size-4" />
        {t("notices.email")}
      </Button>
      {email.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          <Said text={messageOf(email.error)} />
        </p>
      )}
      <div className="mt-3 min-h-24">
        {notices.isPending ? (
          <LoadingState label={t("notices.loading")} />
        ) : notices.isError ? (
          <p className="text-sm text-red-800 dark:text-red-300">
            <Said text={messageOf(notices.error)} />
          </p>
        ) : (
          <DataTable
            caption={t("notices.caption")}
            head={
              <>
                <Th>{t("calls.booking")}</Th>
                <Th>{t("calls.member")}</Th>
                <Th last>{t("notices.emailColumn")}</Th>
              </>
            }
          >
            {rows.map((r) => (
              <tr
                key={`${r.bookingId}:${r.memberId}`}
                className="border-b border-slate-200 dark:border-slate-700"
                data-notice-row
              >
                <td className="py-1.5 pr-3">#{r.bookingId}</td>
                <td className="py-1.5 pr-3">{r.name}</td>
                <td className="py-1.5">
                  <Said text={noticeWords(r)} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    </section>
  );
}
