import { mobileAppApi } from "@frontdesk/lib/api/integrators";
import { mobileAppWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { latestSecretReveals } from "@frontdesk/lib/bff/audit";
import { secretRevealView } from "@frontdesk/lib/bff/mobile-app-view";

export const GET = bffEndpoint(
  mobileAppApi.secretReveals,
  async () => (await latestSecretReveals()).map(secretRevealView),
  {
    wordings: mobileAppWordings,
  },
);
