import type { EndpointSpec } from "./endpoint";
import { bookingSheetApi } from "./booking-sheets";
import { configurationApi } from "./configuration";
import { memberApi } from "./members";

/** Every BFF endpoint's declaration, by area: what the gate test walks. */
export const apiAreas: Record<string, Record<string, EndpointSpec>> = { memberApi, bookingSheetApi, configurationApi };
