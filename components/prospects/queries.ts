"use client";

import { api } from "@frontdesk/lib/api/areas";
import {
  hashKey,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from "@tanstack/react-query";
import type {
  BoardCounts,
  BoardItem,
  BoardResponse,
  CreateInteraction,
  ProspectInteraction,
  UpdateInteraction,
} from "@frontdesk/lib/contract/prospects";
import { boardPageSize, interactionStatuses } from "@frontdesk/lib/contract/prospect-statuses";
import { interactionStamp, recordVersion } from "@frontdesk/lib/contract/record-version";
import { ownVersionAfter, ownWriteKey, type OwnWrite } from "@/components/ui/own-writes";
import type { BoardFilters } from "./board-filters";

/** The version a card or interaction was read at, sent as If-Match so nobody overwrites a change unseen. */
export const interactionVersion = (interaction: ProspectInteraction) => recordVersion(interactionStamp(interaction));

/**
 * The board's moves and the side panel's writes of interactions are sent one at a time, in the order made
 * (a mutation scope), each at the version the person's own moves before it left (ownVersionAfter): a card
 * moved twice quickly, or edited while its move is still being stored, is never refused as someone else's change.
 */
const interactionWrites = { id: "prospect-interaction-writes" };

/** Every read of the prospects area (the board's columns, the catalogue, the search, a prospect's interactions). */
const everyProspectRead = { queryKey: ["prospects"] };

/** Every cached column of every board (set of filters): each column's key begins with the board's read's. */
const everyBoardColumn = { queryKey: ["prospects", "board"] };

/**
 * One column of the board (its status, under its filters): the key of the board's read of that column, plus "pages"
 * (an infinite query: its own entry). The page's first reads make the same from the route's read
 * (app/(staff)/prospects/first-reads.ts).
 */
export const boardColumnKey = (filters: BoardFilters, status: number) =>
  [...api.prospects.read("board", { query: { status, ...filters } }).queryKey, "pages"] as const;

/** A cached column's status and filters, as its key holds them. */
const columnOf = (key: QueryKey) => {
  const { status, ...filters } = (key[2] as { query: BoardFilters & { status: number } }).query;
  return { status, filters };
};

/** Every interaction of one prospect (the side panel's timeline). */
export const useMemberInteractions = (memberId: number) =>
  useQuery(api.prospects.read("interactions", { params: { memberId } }));

/** Prospects by id or name prefix, as the desk types. */
export function useProspectSearch(text: string) {
  const search = text.trim();
  return useQuery({
    ...api.prospects.read("search", { query: { search, limit: 10 } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * One column of the board, keyset-paged. As the board first opens, its first page is the one the page read on the
 * server (app/(staff)/prospects/page.tsx), a short one (boardFirstPageSize) that the board tops up once reached for.
 */
export function useBoardColumn(filters: BoardFilters, status: number) {
  return useInfiniteQuery({
    queryKey: boardColumnKey(filters, status),
    queryFn: ({ pageParam, signal }) =>
      api.prospects.call("board", {
        query: { status, limit: boardPageSize, ...filters, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 15_000,
  });
}

export const useInteractionCatalogue = () => useQuery({ ...api.prospects.read("catalogue"), staleTime: 10 * 60_000 });

type BoardCache = InfiniteData<BoardResponse, string | undefined>;
const countKey: Record<number, keyof BoardCounts> = {
  [interactionStatuses.active]: "active",
  [interactionStatuses.completed]: "completed",
  [interactionStatuses.overdue]: "overdue",
  [interactionStatuses.unassigned]: "unassigned",
};

/**
 * Moves a card between columns on every cached board (set of filters) that holds it: out of its column, to the top of the
 * target column, and the counts follow. Returns the snapshot to roll back to.
 */
function moveInCache(queryClient: ReturnType<typeof useQueryClient>, item: BoardItem, to: number) {
  const snapshot = queryClient.getQueriesData<BoardCache>(everyBoardColumn);
  const moved: BoardItem = { ...item, interactionStatus: to };
  // Only the boards (sets of filters) the card is on: a board filtered to other cards never shows it.
  const holding = new Set(
    snapshot
      .filter(([, data]) => data?.pages.some((page) => page.data.some((d) => d.id === item.id)))
      .map(([key]) => hashKey([columnOf(key).filters])),
  );
  for (const [key, data] of snapshot) {
    const column = columnOf(key);
    if (!data || !holding.has(hashKey([column.filters]))) continue;
    const columnStatus = column.status;
    const adjust = (counts: BoardCounts): BoardCounts => {
      const next = { ...counts };
      if (item.interactionStatus && countKey[item.interactionStatus])
        next[countKey[item.interactionStatus]] = Math.max(0, next[countKey[item.interactionStatus]] - 1);
      next[countKey[to]] += 1;
      return next;
    };
    queryClient.setQueryData<BoardCache>(key as QueryKey, {
      ...data,
      pages: data.pages.map((page, i) => ({
        ...page,
        counts: adjust(page.counts),
        data:
          columnStatus === to
            ? i === 0
              ? [moved, ...page.data.filter((d) => d.id !== item.id)]
              : page.data.filter((d) => d.id !== item.id)
            : page.data.filter((d) => d.id !== item.id),
      })),
    });
  }
  return snapshot;
}

/**
 * Time passes: active cards whose next action is now behind them move to Overdue on every cached
 * board that holds them, as the board would read them (the board reads past-due active interactions as overdue).
 */
export function useMovePastDue() {
  const queryClient = useQueryClient();
  return (now: number) => {
    const cached = queryClient.getQueriesData<BoardCache>(everyBoardColumn);
    const pastDue = new Map<number, BoardItem>();
    for (const [, data] of cached)
      for (const page of data?.pages ?? [])
        for (const item of page.data)
          if (
            item.interactionStatus === interactionStatuses.active &&
            item.nextActionDate &&
            Date.parse(item.nextActionDate) < now
          )
            pastDue.set(item.id, item);
    for (const item of pastDue.values()) moveInCache(queryClient, item, interactionStatuses.overdue);
  };
}

/** Drag or "Move to": change a card's interactionStatus, optimistically, rolled back on failure. */
export function useMoveInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    // The person's own write (ownWriteKey): a side panel opened on the card before it is stored builds on it.
    mutationKey: ownWriteKey,
    scope: interactionWrites,
    mutationFn: async ({
      item,
      to,
    }: {
      item: BoardItem;
      to: number;
    }): Promise<OwnWrite<ProspectInteraction | undefined>> => {
      const from = ownVersionAfter(queryClient, interactionVersion(item), interactionVersion);
      const stored = await api.prospects.call("updateInteraction", {
        params: { memberId: item.memberId, id: item.id },
        body: { interactionStatus: to },
        ifMatch: from,
      });
      return { from, stored };
    },
    onMutate: async ({ item, to }) => {
      await queryClient.cancelQueries(everyBoardColumn);
      return { snapshot: moveInCache(queryClient, item, to) };
    },
    // The card takes its new version at once, so a second move before the board re-reads is not refused.
    onSuccess: ({ stored }) => {
      if (!stored) return;
      for (const [key, data] of queryClient.getQueriesData<BoardCache>(everyBoardColumn))
        if (data)
          queryClient.setQueryData<BoardCache>(key, {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((d) =>
                d.id === stored.id
                  ? { ...d, lastActionDate: stored.lastActionDate, lastActionUserId: stored.lastActionUserId }
                  : d,
              ),
            })),
          });
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries(everyBoardColumn),
  });
}

export function useCreateInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, body }: { memberId: number; body: CreateInteraction }) =>
      api.prospects.call("createInteraction", { params: { memberId }, body }),
    onSuccess: () => queryClient.invalidateQueries(everyProspectRead),
  });
}

export function useUpdateInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      memberId,
      id,
      body,
      ifMatch,
    }: {
      memberId: number;
      id: number;
      body: UpdateInteraction;
      ifMatch?: string;
    }) =>
      api.prospects.call("updateInteraction", {
        params: { memberId, id },
        body,
        ifMatch: ifMatch && ownVersionAfter(queryClient, ifMatch, interactionVersion),
      }),
    scope: interactionWrites,
    onSuccess: () => queryClient.invalidateQueries(everyProspectRead),
  });
}

export function useDeleteInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, id, ifMatch }: { memberId: number; id: number; ifMatch?: string }) =>
      api.prospects.call("deleteInteraction", {
        params: { memberId, id },
        ifMatch: ifMatch && ownVersionAfter(queryClient, ifMatch, interactionVersion),
      }),
    scope: interactionWrites,
    onSuccess: () => queryClient.invalidateQueries(everyProspectRead),
  });
}
