import { staffApi } from "@frontdesk/lib/api/staff";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { listDataAccess } from "@frontdesk/lib/bff/audit";
import { dataAccessFilterOf } from "./filter";

export const GET = bffEndpoint(staffApi.dataAccess, async ({ query }) => listDataAccess(dataAccessFilterOf(query)));
