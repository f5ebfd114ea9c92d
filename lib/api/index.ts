import type { EndpointSpec } from "./endpoint";
import { communicationApi } from "./communications";
import { configurationApi } from "./configuration";
import { integratorApi, mobileAppApi } from "./integrators";
import { memberApi } from "./members";

/** Every BFF endpoint's declaration, by area: what the gate test walks. */
export const apiAreas: Record<string, Record<string, EndpointSpec>> = {
  memberApi,
  configurationApi,
  integratorApi,
  mobileAppApi,
  communicationApi,
};
