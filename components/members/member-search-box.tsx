"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { confirmLeave } from "@/components/ui/unsaved-changes";
import { useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import type { MemberSearchItem } from "@frontdesk/lib/contract/members";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { memberSearchOptions, useMemberSearch } from "./search-queries";
import { api } from "@frontdesk/lib/api/areas";
import { MemberResult, memberResultRowClass } from "./member-result";
import { ResultFlags } from "./result-flags";
import { quickSearchStatus, showAllMatches } from "./search-words";
import { useTranslations, type Words } from "@/components/ui/catalogue";
import { useDebounced } from "@/components/ui/use-debounced";

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** The box's words (read out, and shown when nothing is listed): searching, a failure, none, or how many. */
function searchStatus(
  t: Words,
  text: string,
  search: string,
  query: ReturnType<typeof useMemberSearch>,
  listed: number,
) {
  if (!text.trim()) return "";
  if (query.isError) return messageOf(query.error);
  if (listed === 0 && (search !== text || query.isPending || query.isFetching)) return t("searching");
  if (listed === 0 && query.isSuccess) return t("noMatch");
  return quickSearchStatus(t, listed, query.data?.total ?? listed);
}

/**
 * The shell's member search (ARIA combobox): results as you type, arrows to move, Enter opens
 * the highlighted member or else the best match, Escape clears. "/" focuses it from anywhere.
 */
export function MemberSearchBox() {
  const t = useTranslations("MemberSearch");
  const router = useRouter();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebounced(text, 150);
  const query = useMemberSearch(search);
  const results = text.trim() ? (query.data?.data ?? []) : [];

  // The search's declarations are not in the page's first load: fetched when someone reaches for the box (points at
  // it, focuses it, or presses "/"), not while the page loads, where their parsing would hold up the screen.

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      api.members.preload();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const openMember = (member: MemberSearchItem) => {
    if (!confirmLeave()) return;
    setOpen(false);
    setText("");
    setActive(-1);
    inputRef.current?.blur();
    router.push(`/members/${member.memberId}`);
  };

  /** Enter before the results caught up with the typing: ask for this text's results, open the first. */
  const openBestMatch = async (typed: string) => {
    try {
      const best = (await queryClient.fetchQuery(memberSearchOptions(typed, 8))).data[0];
      if (best && inputRef.current?.value === typed) openMember(best);
    } catch {
      // the list shows the failure
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (active >= 0 && results[active]) openMember(results[active]);
      else if (text.trim()) void openBestMatch(text);
    } else if (event.key === "Escape") {
      if (open && text) setOpen(false);
      else setText("");
      setActive(-1);
    }
  };

  const showList = open && text.trim().length > 0;
  const status = searchStatus(t, text, search, query, results.length);

  return (
    <div className="relative w-full max-w-md">
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t("label")}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      />
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-keyshortcuts="/"
        placeholder={t("placeholder")}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onPointerEnter={api.members.preload}
        onFocus={() => {
          api.members.preload();
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <p className="sr-only" role="status" aria-live="polite">
        {showList ? status : ""}
      </p>
      {showList && (
        <SearchResults
          listId={listId}
          results={results}
          page={query.data}
          active={active}
          setActive={setActive}
          openMember={openMember}
          status={status}
          text={text}
          close={() => setOpen(false)}
        />
      )}
    </div>
  );
}

/** The open box's list: the matching members (arrows move the highlight, a click opens one) and "show all". */
function SearchResults({
  listId,
  results,
  page,
  active,
  setActive,
  openMember,
  status,
  text,
  close,
}: {
  listId: string;
  results: MemberSearchItem[];
  page: ReturnType<typeof useMemberSearch>["data"];
  active: number;
  setActive: (index: number) => void;
  openMember: (member: MemberSearchItem) => void;
  status: string;
  text: string;
  close: () => void;
}) {
  const t = useTranslations("MemberSearch");
  return (
    <div className="absolute z-30 mt-1 w-full overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <ul id={listId} role="listbox" aria-label={t("matching")} className="max-h-96 overflow-y-auto">
        {results.map((member, index) => (
          <li
            key={member.memberId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => openMember(member)}
            onMouseEnter={() => setActive(index)}
            className={`${memberResultRowClass} cursor-pointer ${index === active ? "bg-blue-50 dark:bg-slate-800" : ""}`}
          >
            <MemberResult
              member={member}
              flags={<ResultFlags page={page} memberId={member.memberId} highlighted={index === active} />}
            />
          </li>
        ))}
      </ul>
      {results.length === 0 && <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{status}</p>}
      {(page?.total ?? 0) > results.length && (
        <Link
          href={`/?${new URLSearchParams({ search: text.trim() })}`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={close}
          className="block border-t border-slate-200 px-3 py-2 text-sm font-medium text-blue-700 hover:underline dark:border-slate-700 dark:text-sky-400"
        >
          {showAllMatches(t, page?.total ?? 0)}
        </Link>
      )}
    </div>
  );
}
