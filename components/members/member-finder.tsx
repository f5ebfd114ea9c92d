"use client";

import { useDeferredValue, useState } from "react";
import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { ageOn } from "./member-dates";
import { useMemberSearch } from "./search-queries";
import { StatusBadge } from "./status-badge";
import { ResultFlags } from "./result-flags";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Button } from "@/components/ui/button";
import { isCapped, pageOfPages } from "@frontdesk/lib/venue/count";
import { hasNextPage, searchSummary } from "./search-words";
import { useTranslations } from "@/components/ui/catalogue";

/** The members start page: a search with a full result list (links, so Tab and Enter work). */
const pageSize = 25;

export function MemberFinder({ initialSearch = "" }: { initialSearch?: string }) {
  const t = useTranslations("MemberSearch");
  const [text, setText] = useState(initialSearch);
  const [page, setPage] = useState(0);
  // the result under the pointer or keyboard focus (where flags load one at a time)
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const search = useDeferredValue(text);
  const query = useMemberSearch(search, pageSize, page * pageSize);
  const results = search.trim() ? (query.data?.data ?? []) : [];
  const total = query.data?.total ?? 0;
  const from = page * pageSize + 1;
  const to = page * pageSize + results.length;
  const more = hasNextPage({ total, to, shown: results.length, pageSize });

  return (
    <div className="mt-6">
      <label htmlFor="member-finder" className="block text-sm font-medium">
        {t("findLabel")}
      </label>
      <input
        id="member-finder"
        type="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setPage(0);
        }}
        placeholder={t("findPlaceholder")}
        autoComplete="off"
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <div className="mt-4" aria-live="polite">
        {!search.trim() ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("startTyping")}</p>
        ) : query.isError ? (
          <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <LoadingState label={t("searchingMembers")} />
        ) : results.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("noMatchFor", { search })}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{searchSummary(t, { total, from, to })}</p>
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {results.map((member) => (
                <li key={member.memberId}>
                  <Link
                    href={`/members/${member.memberId}`}
                    onFocus={() => setHighlighted(member.memberId)}
                    onMouseEnter={() => setHighlighted(member.memberId)}
                    className="flex items-center gap-4 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-900"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className="font-medium">
                          {member.firstName} {member.lastName}
                        </span>
                        <ResultFlags
                          page={query.data}
                          memberId={member.memberId}
                          highlighted={highlighted === member.memberId}
                        />
                      </span>
                      <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                        #{member.memberId}
                        {member.dateOfBirth ? ` · ${t("age", { age: ageOn(member.dateOfBirth) })}` : ""}
                        {member.email ? ` · ${member.email}` : ""}
                        {member.phone ? ` · ${member.phone}` : ""}
                      </span>
                    </span>
                    <StatusBadge status={member.status} />
                    <ChevronRight aria-hidden className="size-4 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
            {(page > 0 || more) && (
              <nav aria-label={t("resultPages")} className="mt-3 flex items-center justify-between gap-2">
                <Button onClick={() => setPage((p) => p - 1)} disabled={page === 0}>
                  {t("previous", { count: pageSize })}
                </Button>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {pageOfPages(page + 1, total, pageSize)}
                </span>
                <Button onClick={() => setPage((p) => p + 1)} disabled={!more}>
                  {t("next", { count: isCapped(total) ? pageSize : Math.min(pageSize, total - to) || pageSize })}
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}
