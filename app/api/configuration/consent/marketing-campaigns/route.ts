import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { listMarketingCampaigns } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller }) => listMarketingCampaigns(caller));
