import type { EndpointSpec } from "./endpoint";
import { bookingSheetApi } from "./booking-sheets";
import { bookingApi } from "./bookings";
import { communicationApi } from "./communications";
import { configurationApi } from "./configuration";
import { factorApi, staffFactorApi } from "./factors";
import { integratorApi, mobileAppApi } from "./integrators";
import { memberApi } from "./members";
import { messageApi } from "./messages";
import { prospectApi } from "./prospects";
import { retentionApi } from "./retention";
import { staffApi } from "./staff";
import { offerApi } from "./waiting-list-offers";

/** Every BFF endpoint's declaration, by area: what the gate test walks. */
export const apiAreas: Record<string, Record<string, EndpointSpec>> = {
  bookingApi,
  bookingSheetApi,
  communicationApi,
  configurationApi,
  factorApi,
  integratorApi,
  memberApi,
  messageApi,
  mobileAppApi,
  offerApi,
  prospectApi,
  retentionApi,
  staffApi,
  staffFactorApi,
};
