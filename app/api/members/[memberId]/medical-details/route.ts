import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { getMedicalDetails } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller, params }) => getMedicalDetails(caller, memberIdParam(params)));
