import { apiPath, withQuery } from "@/lib/bff/api-path";

/** The communications area's BFF URLs (app/api/communications/**), written once for every query hook. */
export const communicationPaths = {
  templates: "/api/communications/email-templates",
  template: (templateId: number) => apiPath`/api/communications/email-templates/${templateId}`,
  queries: "/api/communications/queries",
  templateTypes: "/api/communications/template-types",
  sampleValues: (memberId?: number) => withQuery("/api/communications/sample-values", { memberId }),
};
