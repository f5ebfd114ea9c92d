import type { EndpointSpec } from "./endpoint";
import { memberApi } from "./members";
import { prospectApi } from "./prospects";
import { staffApi } from "./staff";

/** Every BFF endpoint's declaration, by area: what the gate test walks. */
export const apiAreas: Record<string, Record<string, EndpointSpec>> = { memberApi, prospectApi, staffApi };
