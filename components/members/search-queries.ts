"use client";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@frontdesk/lib/api/areas";

// The member search and a result's flags: the shell's search box, the picker, the finder and the palette read them.

/** The member search query; shared by the hook and by callers that need an answer now (Enter). */
export const memberSearchOptions = (text: string, limit: number, offset = 0) =>
  queryOptions({ ...api.members.read("search", { query: { search: text.trim(), limit, offset } }), staleTime: 10_000 });

export function useMemberSearch(text: string, limit = 8, offset = 0) {
  return useQuery({
    ...memberSearchOptions(text, limit, offset),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** One member's flags, read only while `enabled` (the highlighted result where the platform cannot list a page's). */
export const useMemberFlags = (memberId: number, enabled: boolean) =>
  useQuery({ ...api.members.read("flags", { params: { memberId } }), enabled, staleTime: 30_000 });
