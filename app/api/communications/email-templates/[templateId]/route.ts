import { communicationApi } from "@/lib/api/communications";
import { templateWordings } from "@/lib/contract/template-words";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { callPlatform } from "@/lib/client/call-platform";
import { communications } from "@/lib/platform/operations";

export const GET = bffEndpoint(
  communicationApi.template,
  async ({ caller, params }) =>
    callPlatform(caller, communications.readEmailTemplateSetup, { body: { templateId: params.templateId } }),
  { wordings: templateWordings },
);

export const PUT = bffEndpoint(
  communicationApi.saveTemplate,
  async ({ req, caller, params, body }) => {
    const { templateId } = params;
    await requireUnchanged(req, () =>
      callPlatform(caller, communications.readEmailTemplateSetup, { body: { templateId } }),
    );
    await callPlatform(caller, communications.saveEmailTemplate, { params: { templateId }, body });
    return callPlatform(caller, communications.readEmailTemplateSetup, { body: { templateId } });
  },
  { wordings: templateWordings },
);
