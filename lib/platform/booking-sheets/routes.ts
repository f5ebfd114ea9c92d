import type { RouteDef } from "../http/route";

export const routes: RouteDef[] = [];
