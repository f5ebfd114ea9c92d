import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { getMemberOverview } from "@/lib/client/members";

export const GET = bffEndpoint(memberApi.overview, async ({ caller, params }) =>
  getMemberOverview(caller, params.memberId),
);
