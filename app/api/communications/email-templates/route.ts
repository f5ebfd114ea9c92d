import { communicationApi } from "@frontdesk/lib/api/communications";
import { templateWordings } from "@frontdesk/lib/contract/template-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { communications } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(
  communicationApi.templates,
  async ({ caller }) => callPlatform(caller, communications.listEmailTemplates),
  {
    wordings: templateWordings,
  },
);

export const POST = bffEndpoint(
  communicationApi.createTemplate,
  async ({ caller, body }) =>
    Response.json(await callPlatform(caller, communications.createEmailTemplate, { body }), { status: 201 }),
  { wordings: templateWordings },
);
