import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { eraseMember } from "@/lib/client/members";

export const POST = bffEndpoint(memberApi.erasure, async ({ caller, params }) => eraseMember(caller, params.memberId));
