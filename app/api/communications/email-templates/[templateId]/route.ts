import { templateWordings } from "@/lib/bff/template-words";
import { bffRoute } from "@/lib/bff/route";
import { templateIdParam } from "@/lib/api/params";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { saveEmailTemplateRequest } from "@/lib/contract/communications";
import { readEmailTemplateSetup, saveEmailTemplate } from "@/lib/client/communications";

const templatePath = { templateId: templateIdParam };

/** Endpoint 18 (the platform's PUT that only reads) behind a plain GET. */
export const GET = bffRoute(
  { roles: ["manager"], params: templatePath, wordings: templateWordings },
  async ({ caller, params }) => versioned(await readEmailTemplateSetup(caller, params.templateId)),
);

/** Saves the editor content; 412 if the template changed since it was read; answers the setup as now stored. */
export const PUT = bffRoute(
  {
    roles: ["manager"],
    params: templatePath,
    mutation: true,
    body: saveEmailTemplateRequest,
    wordings: templateWordings,
  },
  async ({ req, caller, params, body }) => {
    const { templateId } = params;
    await requireUnchanged(req, () => readEmailTemplateSetup(caller, templateId));
    await saveEmailTemplate(caller, templateId, body);
    return versioned(await readEmailTemplateSetup(caller, templateId));
  },
);
