import { templateWordings } from "@/lib/bff/template-words";
import { bffRoute } from "@/lib/bff/route";
import { createEmailTemplateRequest } from "@/lib/contract/communications";
import { createEmailTemplate, listEmailTemplates } from "@/lib/client/communications";

export const GET = bffRoute({ roles: ["manager"], wordings: templateWordings }, async ({ caller }) =>
  listEmailTemplates(caller),
);

/** Creates a template bound to a query and a type; answers its setup (201). */
export const POST = bffRoute(
  { roles: ["manager"], mutation: true, body: createEmailTemplateRequest, wordings: templateWordings },
  async ({ caller, body }) => Response.json(await createEmailTemplate(caller, body), { status: 201 }),
);
