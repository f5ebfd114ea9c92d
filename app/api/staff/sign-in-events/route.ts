import { bffRoute } from "@/lib/bff/route";
import { listSignInEvents } from "@/lib/auth/sign-in-events";
import { signInEventFilterOf } from "./filter";

/** The sign-in audit, newest first, filtered by staff member, kind and days. */
export const GET = bffRoute({ roles: ["admin"] }, async ({ query }) => listSignInEvents(signInEventFilterOf(query)));
