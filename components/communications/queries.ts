"use client";

import { api } from "@frontdesk/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ProblemError } from "@frontdesk/lib/contract/problem";
import type { CreateEmailTemplateRequest, SaveEmailTemplateRequest } from "@frontdesk/lib/contract/communications";

/** TanStack Query hooks of the communications screens, each read made from its declaration (`api.<area>.read`). */

export const useEmailTemplates = () => useQuery(api.communications.read("templates"));

export const useTemplateQueries = () => useQuery(api.communications.read("queries"));

export const useTemplateTypes = () => useQuery(api.communications.read("templateTypes"));

/** A template's setup: each write below answers it, and the list (names, kinds) is read again. */
const setupOf = (templateId: number) => api.communications.read("template", { params: { templateId } });

/** Endpoint 18: the setup (placeholders rebuilt by the platform on every read). */
export const useEmailTemplateSetup = (templateId: number) =>
  useQuery({
    ...setupOf(templateId),
    // a template or query that does not exist stays so: no retry for a 4xx
    retry: (count, error) => count < 2 && !(error instanceof ProblemError && error.problem.status < 500),
  });

export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmailTemplateRequest) => api.communications.call("createTemplate", { body }),
    onSuccess: (setup) => {
      queryClient.setQueryData(setupOf(Number(setup.templateId)).queryKey, setup);
      void queryClient.invalidateQueries(api.communications.read("templates"));
    },
  });
}

export function useSaveEmailTemplate(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: SaveEmailTemplateRequest; ifMatch: string }) =>
      api.communications.call("saveTemplate", { params: { templateId }, body, ifMatch }),
    onSuccess: (setup) => {
      queryClient.setQueryData(setupOf(templateId).queryKey, setup);
      void queryClient.invalidateQueries(api.communications.read("templates"));
    },
  });
}

/** A sample member's data by placeholder name (the default sample when memberId is undefined). */
export const useSampleValues = (memberId?: number) =>
  useQuery({
    ...api.communications.read("sampleValues", { query: { memberId: memberId ? String(memberId) : undefined } }),
    staleTime: 60_000,
  });

/** Binds a template to another data query (a template whose query was removed); then its setup reads again. */
export function useRebindTemplateQuery(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queryId: number) =>
      api.communications.call("saveTemplate", { params: { templateId }, body: { queryId } }),
    onSuccess: (setup) => {
      queryClient.setQueryData(setupOf(templateId).queryKey, setup);
      void queryClient.invalidateQueries(api.communications.read("templates"));
    },
  });
}
