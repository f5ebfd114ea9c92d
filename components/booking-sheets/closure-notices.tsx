"use client";

import { Mail } from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/areas";
import { messageOf } from "@/lib/contract/problem";
import { messageStateLabel } from "@/lib/domain/messages";
import { Button } from "@/components/ui/button";
import { DataTable, Th } from "@/components/ui/data-table";
import { LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";

/**
 * The call list's emails (issue 29): "Email the members affected" queues each member's notice for their own
 * booking; the table then shows who was emailed (and what became of each message) and who still needs a call.
 */
export function ClosureNotices({ bookingIds }: { bookingIds: number[] }) {
  const client = useQueryClient();
  const key = ["closure-notices", bookingIds.join(",")];
  const notices = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.messages.call("closureNotices", { query: { bookingIds: bookingIds.join(",") }, signal }),
    enabled: bookingIds.length > 0,
    refetchInterval: 5000,
  });
  const email = useMutation({
    mutationFn: () => api.messages.call("emailMembersAffected", { body: { bookingIds } }),
    onSuccess: (rows) => {
      client.setQueryData(key, rows);
      const emailed = rows.filter((r) => r.state !== "not emailed").length;
      const toCall = rows.length - emailed;
      toast.success(
        `${emailed} member${emailed === 1 ? "" : "s"} emailed${toCall ? `; ${toCall} without an email address still need a call` : ""}.`,
      );
    },
    onError: (error) => toast.error(`Nothing was sent: ${messageOf(error)}`),
  });
  const rows = notices.data ?? [];
  return (
    <section aria-labelledby="closure-notices-title" className="mt-4">
      <h3 id="closure-notices-title" className="font-semibold">
        Emails to the members affected
      </h3>
      <Button className="mt-2" variant="primary" disabled={email.isPending} onClick={() => email.mutate()}>
        <Mail aria-hidden className="size-4" />
        Email the members affected
      </Button>
      {email.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {messageOf(email.error)}
        </p>
      )}
      <div className="mt-3 min-h-24">
        {notices.isPending ? (
          <LoadingState label="Loading who was emailed" />
        ) : notices.isError ? (
          <p className="text-sm text-red-800 dark:text-red-300">{messageOf(notices.error)}</p>
        ) : (
          <DataTable
            caption="Who was emailed"
            head={
              <>
                <Th>Booking</Th>
                <Th>Member</Th>
                <Th last>Email</Th>
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
                  {r.state === "not emailed"
                    ? `Not emailed: call them${r.phone ? ` on ${r.phone}` : ""}`
                    : `${messageStateLabel[r.state]}${r.state === "failed" ? `: ${r.detail ?? ""} Call them.` : ""}`}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    </section>
  );
}
