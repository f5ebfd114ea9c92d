"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/areas";
import type { MessageState } from "@/lib/domain/messages";

export const messageKeys = {
  all: ["messages"] as const,
  list: (state: MessageState | undefined) => ["messages", "list", state ?? "all"] as const,
  member: (memberId: number) => ["messages", "member", memberId] as const,
};

/** Every message, newest first, 50 a page ("Show older" asks for the next). */
export const useMessages = (state: MessageState | undefined) =>
  useInfiniteQuery({
    queryKey: messageKeys.list(state),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => api.messages.call("list", { query: { state, before: pageParam }, signal }),
    getNextPageParam: (page) => page.next ?? undefined,
  });

export const useMemberMessages = (memberId: number) =>
  useQuery({
    queryKey: messageKeys.member(memberId),
    queryFn: ({ signal }) => api.messages.call("memberMessages", { params: { memberId }, signal }),
  });

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api.messages.call("resend", { params: { messageId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
