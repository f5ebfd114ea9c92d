import { bffRoute } from "@/lib/bff/route";
import { listTemplateTypes } from "@/lib/client/communications";

export const GET = bffRoute({ roles: ["manager"] }, async ({ caller }) => listTemplateTypes(caller));
