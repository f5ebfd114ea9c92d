import type { EndpointSpec } from "./endpoint";
import { bookingSheetApi } from "./booking-sheets";
import { bookingApi } from "./bookings";
import { communicationApi } from "./communications";
import { configurationApi } from "./configuration";
import { factorApi, staffFactorApi } from "./factors";
import { integratorApi, mobileAppApi } from "./integrators";
import { liveApi } from "./live";
import { memberApi } from "./members";
import { messageApi } from "./messages";
import { prospectApi } from "./prospects";
import { retentionApi } from "./retention";
import { staffApi } from "./staff";
import { visitApi } from "./visits";
import { offerApi } from "./waiting-list-offers";

/** Every BFF endpoint's declaration, by area, under the names `api` (./areas.ts) gives them: what the gate test walks. */
export const apiAreas: Record<string, Record<string, EndpointSpec>> = {
  bookings: bookingApi,
  bookingSheets: bookingSheetApi,
  communications: communicationApi,
  configuration: configurationApi,
  factors: factorApi,
  staffFactors: staffFactorApi,
  integrators: integratorApi,
  live: liveApi,
  members: memberApi,
  messages: messageApi,
  mobileApps: mobileAppApi,
  offers: offerApi,
  prospects: prospectApi,
  retention: retentionApi,
  staff: staffApi,
  visits: visitApi,
};

/** An endpoint's area and name in `apiAreas` (what its reads' query keys are made of). */
const namesOf = new Map(
  Object.entries(apiAreas).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([name, e]) => [e, { area, name }] as const),
  ),
);
export const nameOfEndpoint = (e: EndpointSpec) => namesOf.get(e);
