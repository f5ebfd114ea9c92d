import { communicationApi } from "@frontdesk/lib/api/communications";
import { templateWordings } from "@frontdesk/lib/contract/template-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { communications } from "@frontdesk/lib/platform/operations";

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
