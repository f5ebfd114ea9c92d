import { staffApi } from "@/lib/api/staff";
import { bffEndpoint } from "@/lib/bff/route";
import { listSignInEvents } from "@/lib/auth/sign-in-events";

export const GET = bffEndpoint(staffApi.signInEvents, async ({ query }) => listSignInEvents(query));
