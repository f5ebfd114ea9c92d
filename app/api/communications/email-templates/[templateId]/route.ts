import { templateWordings } from "@/lib/bff/template-words";
import { BffProblem, bffRoute } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { saveEmailTemplateRequest } from "@/lib/contract/communications";
import { readEmailTemplateSetup, saveEmailTemplate } from "@/lib/client/communications";

const templateIdOf = (params: Record<string, string>) => {
  const raw = params.templateId ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw new BffProblem(problem(400, `The value '${raw}' is not a valid template id.`));
  return Number(raw);
};

/** Endpoint 18 (the platform's PUT that only reads) behind a plain GET. */
export const GET = bffRoute({ roles: ["manager"], wordings: templateWordings }, async ({ caller, params }) => readEmailTemplateSetup(caller, templateIdOf(params)));

/** Saves the editor content; answers the setup as now stored. */
export const PUT = bffRoute({ roles: ["manager"], mutation: true, body: saveEmailTemplateRequest, wordings: templateWordings }, async ({ caller, params, body }) => {
  const templateId = templateIdOf(params);
  await saveEmailTemplate(caller, templateId, body);
  return readEmailTemplateSetup(caller, templateId);
});
