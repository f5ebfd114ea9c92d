import { bffRoute } from "@/lib/bff/route";
import { readSampleValues } from "@/lib/client/communications";
import { templateWordings } from "@/lib/bff/template-words";

/** A sample member's data by placeholder name, for the template editor's preview. */
export const GET = bffRoute({ roles: ["manager"], wordings: templateWordings }, async ({ caller, query }) =>
  readSampleValues(caller, query.get("memberId") ?? undefined),
);
