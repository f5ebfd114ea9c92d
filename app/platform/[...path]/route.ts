import { getPlatform } from "@frontdesk/lib/platform";

// Under `npm start` the custom server (server.ts) answers /platform/* before Next sees it;
// this route serves the same platform under `next dev`.
export const dynamic = "force-dynamic";
const handle = (request: Request) => getPlatform().handle(request);
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
