/** The communications screens' query keys: the screens' hooks and the pages' server reads (app/(staff)/communications) share them. */
export const communicationKeys = {
  templates: ["communications", "email-templates"] as const,
  setup: (templateId: number) => ["communications", "email-templates", templateId] as const,
  queries: ["communications", "queries"] as const,
  types: ["communications", "template-types"] as const,
  sample: (memberId?: number) => ["communications", "sample-values", memberId ?? "default"] as const,
};
