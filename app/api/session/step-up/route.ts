import { factorApi } from "@/lib/api/factors";
import { bffEndpoint } from "@/lib/bff/route";

// The wrapper's step-up check is the whole answer: 204 when the factor was proven recently.
export const GET = bffEndpoint(factorApi.stepUp, async () => undefined);
