import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { getStatusMemberCount } from "@/lib/client/configuration";

export const GET = bffEndpoint(configurationApi.statusMemberCount, async ({ caller, params }) =>
  getStatusMemberCount(caller, params.statusId),
);
