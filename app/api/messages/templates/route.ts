import { messageApi } from "@frontdesk/lib/api/messages";
import { BffProblem, bffEndpoint } from "@frontdesk/lib/bff/route";
import { problem } from "@frontdesk/lib/contract/problem";
import { PickConflict, TemplateRefusal, pickTemplate, readTemplatePicks } from "@frontdesk/lib/outbox/templates";

export const GET = bffEndpoint(messageApi.templatePicks, ({ caller }) => readTemplatePicks(caller));

export const PUT = bffEndpoint(messageApi.pickTemplate, async ({ caller, body }) => {
  try {
    await pickTemplate(caller, body);
  } catch (error) {
    if (error instanceof TemplateRefusal)
      throw new BffProblem(problem(400, error.message, { errors: { templateId: [error.message] } }));
    if (error instanceof PickConflict) throw new BffProblem(problem(409, error.message));
    throw error;
  }
  return readTemplatePicks(caller);
});
