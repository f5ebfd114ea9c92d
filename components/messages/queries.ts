"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/areas";
import type { MessageState } from "@/lib/domain/messages";
import type { PickTemplateRequest } from "@/lib/contract/messages";
import { messageKeys } from "./message-keys";

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

const templatePicksKey = ["messages", "templates"] as const;

/** The template each kind of message uses, the choices and the latest picks. */
export const useTemplatePicks = () =>
  useQuery({
    queryKey: templatePicksKey,
    queryFn: ({ signal }) => api.messages.call("templatePicks", { signal }),
  });

export function usePickTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PickTemplateRequest) => api.messages.call("pickTemplate", { body }),
    onSuccess: (picks) => client.setQueryData(templatePicksKey, picks),
    // a 409 (someone else picked first): the page reads their pick
    onError: () => client.invalidateQueries({ queryKey: templatePicksKey }),
  });
}
