import { statusMemberCount } from "@/lib/contract/configuration";
import { endpoint } from "./endpoint";
import { statusIdParam } from "./params";

/** The BFF's configuration endpoints declared so far (app/api/configuration/**; lib/api/endpoint.ts). */
export const configurationApi = {
  /** How many members hold a status: its behaviour changes apply to them at once. */
  statusMemberCount: endpoint({
    method: "GET",
    path: "/api/configuration/statuses/[statusId]/member-count",
    permission: "configuration.manage",
    params: { statusId: statusIdParam },
    response: statusMemberCount,
  }),
};
