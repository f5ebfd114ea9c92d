import type { RouteDef } from "./http/route";
import { routes as integrators } from "./integrators/routes";
import { routes as members } from "./members/routes";
import { routes as bookings } from "./bookings/routes";
import { routes as bookingSheets } from "./booking-sheets/routes";
import { routes as prospects } from "./prospects/routes";
import { routes as configuration } from "./configuration/routes";
import { routes as communications } from "./communications/routes";
import { routes as retention } from "./retention/routes";

/** Every platform operation, one array per area. */
export const allRoutes: RouteDef[] = [
  ...integrators,
  ...members,
  ...bookings,
  ...bookingSheets,
  ...prospects,
  ...configuration,
  ...communications,
  ...retention,
];
