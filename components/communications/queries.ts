"use client";

import { api } from "@/lib/api/areas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ProblemError } from "@/lib/contract/problem";
import type { CreateEmailTemplateRequest, SaveEmailTemplateRequest } from "@/lib/contract/communications";
import { communicationKeys } from "./communication-keys";

/** TanStack Query hooks of the communications screens (keys from ./communication-keys). */

export const useEmailTemplates = () =>
  useQuery({
    queryKey: communicationKeys.templates,
    queryFn: ({ signal }) => api.communications.call("templates", { signal }),
  });

export const useTemplateQueries = () =>
  useQuery({
    queryKey: communicationKeys.queries,
    queryFn: ({ signal }) => api.communications.call("queries", { signal }),
  });

export const useTemplateTypes = () =>
  useQuery({
    queryKey: communicationKeys.types,
    queryFn: ({ signal }) => api.communications.call("templateTypes", { signal }),
  });

/** Endpoint 18: the setup (placeholders rebuilt by the platform on every read). */
export const useEmailTemplateSetup = (templateId: number) =>
  useQuery({
    queryKey: communicationKeys.setup(templateId),
    queryFn: ({ signal }) => api.communications.call("template", { params: { templateId }, signal }),
    // a template or query that does not exist stays so: no retry for a 4xx
    retry: (count, error) => count < 2 && !(error instanceof ProblemError && error.problem.status < 500),
  });

export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmailTemplateRequest) => api.communications.call("createTemplate", { body }),
    onSuccess: (setup) => {
      queryClient.setQueryData(communicationKeys.setup(Number(setup.templateId)), setup);
      void queryClient.invalidateQueries({ queryKey: communicationKeys.templates, exact: true });
    },
  });
}

export function useSaveEmailTemplate(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: SaveEmailTemplateRequest; ifMatch: string }) =>
      api.communications.call("saveTemplate", { params: { templateId }, body, ifMatch }),
    onSuccess: (setup) => {
      queryClient.setQueryData(communicationKeys.setup(templateId), setup);
      void queryClient.invalidateQueries({ queryKey: communicationKeys.templates, exact: true });
    },
  });
}

/** A sample member's data by placeholder name (the default sample when memberId is undefined). */
export const useSampleValues = (memberId?: number) =>
  useQuery({
    queryKey: communicationKeys.sample(memberId),
    queryFn: ({ signal }) =>
      api.communications.call("sampleValues", { query: { memberId: memberId ? String(memberId) : undefined }, signal }),
    staleTime: 60_000,
  });

/** Binds a template to another data query (a template whose query was removed); then its setup reads again. */
export function useRebindTemplateQuery(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queryId: number) =>
      api.communications.call("saveTemplate", { params: { templateId }, body: { queryId } }),
    onSuccess: (setup) => {
      queryClient.setQueryData(communicationKeys.setup(templateId), setup);
      void queryClient.invalidateQueries({ queryKey: communicationKeys.templates, exact: true });
    },
  });
}
