import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { listCommunicationChannels } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller }) => listCommunicationChannels(caller));
