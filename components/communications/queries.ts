"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/bff/fetch-json";
import type { CreateEmailTemplateRequest, EmailTemplateSetup, EmailTemplateSummary, SaveEmailTemplateRequest, TemplateQuery, TemplateType } from "@/lib/contract/communications";

/** TanStack Query hooks of the communications screens. */
export const communicationKeys = {
  templates: ["communications", "email-templates"] as const,
  setup: (templateId: number) => ["communications", "email-templates", templateId] as const,
  queries: ["communications", "queries"] as const,
  types: ["communications", "template-types"] as const,
};

export const useEmailTemplates = () =>
  useQuery({ queryKey: communicationKeys.templates, queryFn: ({ signal }) => fetchJson<EmailTemplateSummary[]>("/api/communications/email-templates", { signal }) });

export const useTemplateQueries = () => useQuery({ queryKey: communicationKeys.queries, queryFn: ({ signal }) => fetchJson<TemplateQuery[]>("/api/communications/queries", { signal }) });

export const useTemplateTypes = () => useQuery({ queryKey: communicationKeys.types, queryFn: ({ signal }) => fetchJson<TemplateType[]>("/api/communications/template-types", { signal }) });

/** Endpoint 18: the setup (placeholders rebuilt by the platform on every read). */
export const useEmailTemplateSetup = (templateId: number) =>
  useQuery({
    queryKey: communicationKeys.setup(templateId),
    queryFn: ({ signal }) => fetchJson<EmailTemplateSetup>(`/api/communications/email-templates/${templateId}`, { signal }),
    retry: (count, error) => count < 2 && !(error instanceof Error && /does not exist|no associated query/.test(error.message)),
  });

export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmailTemplateRequest) => fetchJson<EmailTemplateSetup>("/api/communications/email-templates", { method: "POST", body }),
    onSuccess: (setup) => {
      queryClient.setQueryData(communicationKeys.setup(Number(setup.templateId)), setup);
      void queryClient.invalidateQueries({ queryKey: communicationKeys.templates, exact: true });
    },
  });
}

export function useSaveEmailTemplate(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveEmailTemplateRequest) => fetchJson<EmailTemplateSetup>(`/api/communications/email-templates/${templateId}`, { method: "PUT", body }),
    onSuccess: (setup) => {
      queryClient.setQueryData(communicationKeys.setup(templateId), setup);
      void queryClient.invalidateQueries({ queryKey: communicationKeys.templates, exact: true });
    },
  });
}
