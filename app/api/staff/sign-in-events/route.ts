import { staffApi } from "@frontdesk/lib/api/staff";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { listSignInEvents } from "@frontdesk/lib/auth/sign-in-events";

export const GET = bffEndpoint(staffApi.signInEvents, async ({ query }) => listSignInEvents(query));
