import { communicationApi } from "@/lib/api/communications";
import { templateWordings } from "@/lib/bff/template-words";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { readEmailTemplateSetup, saveEmailTemplate } from "@/lib/client/communications";

export const GET = bffEndpoint(
  communicationApi.template,
  async ({ caller, params }) => readEmailTemplateSetup(caller, params.templateId),
  { wordings: templateWordings },
);

export const PUT = bffEndpoint(
  communicationApi.saveTemplate,
  async ({ req, caller, params, body }) => {
    const { templateId } = params;
    await requireUnchanged(req, () => readEmailTemplateSetup(caller, templateId));
    await saveEmailTemplate(caller, templateId, body);
    return readEmailTemplateSetup(caller, templateId);
  },
  { wordings: templateWordings },
);
