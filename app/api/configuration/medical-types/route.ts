import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { listMedicalTypes } from "@/lib/client/members";

/** Medical condition types for the type picker, deactivated ones marked. */
export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller }) => listMedicalTypes(caller));
