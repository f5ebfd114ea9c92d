"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@frontdesk/lib/api/areas";
import type { MessageState } from "@frontdesk/lib/domain/messages";
import type { PickTemplateRequest } from "@frontdesk/lib/contract/messages";

/** Every message, newest first, 50 a page ("Show older" asks for the next). */
export const useMessages = (state: MessageState | undefined) =>
  useInfiniteQuery({
    queryKey: ["messages", "list", { query: { state } }, "pages"], // an infinite query: its own entry
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => api.messages.call("list", { query: { state, before: pageParam }, signal }),
    getNextPageParam: (page) => page.next ?? undefined,
  });

export const useMemberMessages = (memberId: number) =>
  useQuery(api.messages.read("memberMessages", { params: { memberId } }));

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api.messages.call("resend", { params: { messageId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["messages"] }), // every list and member's messages
  });
}

const templatePicks = () => api.messages.read("templatePicks");

/** The template each kind of message uses, the choices and the latest picks. */
export const useTemplatePicks = () => useQuery(templatePicks());

export function usePickTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PickTemplateRequest) => api.messages.call("pickTemplate", { body }),
    onSuccess: (picks) => client.setQueryData(templatePicks().queryKey, picks),
    // a 409 (someone else picked first): the page reads their pick
    onError: () => client.invalidateQueries(templatePicks()),
  });
}
