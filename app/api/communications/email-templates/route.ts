import { communicationApi } from "@/lib/api/communications";
import { templateWordings } from "@/lib/bff/template-words";
import { bffEndpoint } from "@/lib/bff/route";
import { createEmailTemplate, listEmailTemplates } from "@/lib/client/communications";

export const GET = bffEndpoint(communicationApi.templates, async ({ caller }) => listEmailTemplates(caller), {
  wordings: templateWordings,
});

export const POST = bffEndpoint(
  communicationApi.createTemplate,
  async ({ caller, body }) => Response.json(await createEmailTemplate(caller, body), { status: 201 }),
  { wordings: templateWordings },
);
