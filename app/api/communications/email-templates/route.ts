import { communicationApi } from "@/lib/api/communications";
import { templateWordings } from "@/lib/contract/template-words";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { communications } from "@/lib/platform/operations";

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
