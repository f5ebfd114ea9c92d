import { factorApi } from "@frontdesk/lib/api/factors";
import { bffEndpoint } from "@frontdesk/lib/bff/route";

// The wrapper's step-up check is the whole answer: 204 when the factor was proven recently.
export const GET = bffEndpoint(factorApi.stepUp, async () => undefined);
