import { templateWordings } from "@/lib/bff/template-words";
import { BffProblem, bffRoute } from "@/lib/bff/route";
import { problem } from "@/lib/bff/problem";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { saveEmailTemplateRequest } from "@/lib/contract/communications";
import { readEmailTemplateSetup, saveEmailTemplate } from "@/lib/client/communications";

const templateIdOf = (params: Record<string, string>) => {
  const raw = params.templateId ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw new BffProblem(problem(400, `The value '${raw}' is not a valid template id.`));
  return Number(raw);
};

/** Endpoint 18 (the platform's PUT that only reads) behind a plain GET. */
export const GET = bffRoute({ roles: ["manager"], wordings: templateWordings }, async ({ caller, params }) => versioned(await readEmailTemplateSetup(caller, templateIdOf(params))));

/** Saves the editor content; 412 if the template changed since it was read; answers the setup as now stored. */
export const PUT = bffRoute({ roles: ["manager"], mutation: true, body: saveEmailTemplateRequest, wordings: templateWordings }, async ({ req, caller, params, body }) => {
  const templateId = templateIdOf(params);
  await requireUnchanged(req, () => readEmailTemplateSetup(caller, templateId));
  await saveEmailTemplate(caller, templateId, body);
  return versioned(await readEmailTemplateSetup(caller, templateId));
});
