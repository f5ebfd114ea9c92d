import { staffApi } from "@/lib/api/staff";
import { bffEndpoint } from "@/lib/bff/route";
import { listDataAccess } from "@/lib/bff/audit";
import { dataAccessFilterOf } from "./filter";

export const GET = bffEndpoint(staffApi.dataAccess, async ({ query }) => listDataAccess(dataAccessFilterOf(query)));
