import { bffRoute } from "@/lib/bff/route";
import { listTemplateQueries } from "@/lib/client/communications";

export const GET = bffRoute({ roles: ["manager"] }, async ({ caller }) => listTemplateQueries(caller));
